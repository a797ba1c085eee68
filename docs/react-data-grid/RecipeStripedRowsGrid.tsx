import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  startYear: number;
}

const names = [
  'Ada Ruiz',
  'Ben Okoro',
  'Chloé Martin',
  'Dev Patel',
  'Elin Berg',
  'Farid Haddad',
];
const teams = ['Platform', 'Design', 'Sales', 'Support'];
const offices = ['Berlin', 'Lisbon', 'Toronto'];

// 24 employees from fixed lists, so every page of the grid has the same content.
const rows: Employee[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length]} ${String.fromCharCode(65 + (index % 26))}.`,
  team: teams[index % teams.length],
  office: offices[(index * 2) % offices.length],
  startYear: 2012 + ((index * 5) % 13),
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
  {
    field: 'startYear',
    headerName: 'Joined',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => String(value),
  },
];

/** Alternate row backgrounds, counted per page so sorting and paging keep the stripes. */
export default function RecipeStripedRowsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
        getRowClassName={(params) =>
          params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd'
        }
        sx={(theme) => ({
          [`& .${gridClasses.row}.row--odd`]: {
            backgroundColor: alpha(theme.palette.primary.main, 0.06),
          },
          // Keep hover and selection visible on top of the stripes.
          [`& .${gridClasses.row}:hover`]: {
            backgroundColor: alpha(theme.palette.primary.main, 0.14),
          },
        })}
      />
    </Box>
  );
}
