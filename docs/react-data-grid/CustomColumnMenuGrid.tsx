import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  email: string;
  team: string;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Sofia Marin',
    email: 'sofia.marin@acme.example',
    team: 'Platform',
  },
  {
    id: 2,
    name: 'Kwame Asante',
    email: 'kwame.asante@acme.example',
    team: 'Payments',
  },
  {
    id: 3,
    name: 'Lena Fischer',
    email: 'lena.fischer@acme.example',
    team: 'Platform',
  },
  { id: 4, name: 'Arjun Mehta', email: 'arjun.mehta@acme.example', team: 'Growth' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  // No menu at all on this column.
  {
    field: 'team',
    headerName: 'Team (no menu)',
    width: 150,
    disableColumnMenu: true,
  },
];

/** A menu item that copies the column's values, one per line. */
function CopyColumnItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const [copied, setCopied] = React.useState(false);
  return (
    <MenuItem
      onClick={async (event) => {
        const values = apiRef.current
          .getSortedRowIds()
          .map((id) => String(apiRef.current.getCellValue(id, colDef.field) ?? ''));
        try {
          await navigator.clipboard.writeText(values.join('\n'));
          setCopied(true);
        } catch {
          setCopied(false);
        }
        onClick(event);
      }}
    >
      <ListItemIcon>
        <ContentCopyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{copied ? 'Copied' : 'Copy column values'}</ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      // Remove the "Manage columns" item, add ours between sorting and filtering.
      slots={{ columnMenuColumnsItem: null, columnMenuCopyItem: CopyColumnItem }}
      slotProps={{ columnMenuCopyItem: { displayOrder: 15 } }}
    />
  );
}

/** A column menu without column management, with a "Copy column values" item. */
export default function CustomColumnMenuGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: CustomColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
