import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface Member {
  id: number;
  name: string;
  email: string;
  role: string;
  status: 'Active' | 'Invited';
}

const rows: Member[] = [
  {
    id: 1,
    name: 'Ana Ribeiro',
    email: 'ana@example.com',
    role: 'Owner',
    status: 'Active',
  },
  {
    id: 2,
    name: 'Ben Carter',
    email: 'ben@example.com',
    role: 'Admin',
    status: 'Active',
  },
  {
    id: 3,
    name: 'Chidi Eze',
    email: 'chidi@example.com',
    role: 'Editor',
    status: 'Invited',
  },
  {
    id: 4,
    name: 'Dana Levi',
    email: 'dana@example.com',
    role: 'Editor',
    status: 'Active',
  },
  {
    id: 5,
    name: 'Emil Novak',
    email: 'emil@example.com',
    role: 'Viewer',
    status: 'Invited',
  },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
}

/** The whole row, laid out as one compact card-like cell. */
function MemberListCell(params: GridRenderCellParams<Member>) {
  const { name, email, role, status } = params.row;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', height: '100%', width: '100%', minWidth: 0 }}
    >
      <Avatar sx={{ width: 36, height: 36, fontSize: 14 }}>{initials(name)}</Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography
          variant="caption"
          noWrap
          component="div"
          sx={{ color: 'text.secondary' }}
        >
          {email} · {role}
        </Typography>
      </Box>
      <Chip
        size="small"
        label={status}
        color={status === 'Active' ? 'success' : 'default'}
        variant="outlined"
      />
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<Member> = {
  field: 'listColumn',
  renderCell: (params) => <MemberListCell {...params} />,
};

/** Switch the same data between the classic table and the list layout. */
export default function ListViewGrid() {
  const [view, setView] = React.useState<'list' | 'table'>('list');
  const isListView = view === 'list';

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        maxWidth: 560,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: 'list' | 'table' | null) => {
          if (next !== null) {
            setView(next);
          }
        }}
        aria-label="Layout"
        sx={{ height: 36 }}
      >
        <ToggleButton value="list">List</ToggleButton>
        <ToggleButton value="table">Table</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={isListView}
          listViewColumn={listViewColumn}
          rowHeight={isListView ? 64 : 52}
          hideFooter
        />
      </Box>
    </Box>
  );
}
