import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  phone: string;
  startYear: number;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Ines Carvalho',
    team: 'Design',
    office: 'Lisbon',
    phone: '+351 21 000 1101',
    startYear: 2019,
  },
  {
    id: 2,
    name: 'Tomasz Nowak',
    team: 'Platform',
    office: 'Kraków',
    phone: '+48 12 000 2202',
    startYear: 2021,
  },
  {
    id: 3,
    name: 'Hanna Berg',
    team: 'Platform',
    office: 'Oslo',
    phone: '+47 22 000 3303',
    startYear: 2017,
  },
  {
    id: 4,
    name: 'Yusuf Demir',
    team: 'Sales',
    office: 'Berlin',
    phone: '+49 30 000 4404',
    startYear: 2022,
  },
  {
    id: 5,
    name: 'Léa Fontaine',
    team: 'Design',
    office: 'Lyon',
    phone: '+33 4 00 00 55 05',
    startYear: 2020,
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'startYear', headerName: 'Since', type: 'number', width: 90 },
];

function DirectoryToolbar() {
  const apiRef = useGridApiContext();
  // The visibility model lists the hidden columns with `false`.
  const visibilityModel = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hiddenCount = Object.values(visibilityModel).filter(
    (visible) => !visible,
  ).length;
  const label = hiddenCount > 0 ? `Columns (${hiddenCount} hidden)` : 'Columns';

  return (
    <Toolbar>
      <Tooltip title={label}>
        <ColumnsPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'}>
              <Badge badgeContent={hiddenCount} color="primary">
                <ViewColumnIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

/** An icon trigger whose badge counts the hidden columns. */
export default function ColumnsPanelTriggerHiddenCountGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          columns: { columnVisibilityModel: { phone: false, startYear: false } },
        }}
        slots={{ toolbar: DirectoryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
