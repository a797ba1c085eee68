import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Mountain {
  id: number;
  name: string;
  range: string;
  heightM: number;
}

const rows: Mountain[] = [
  { id: 1, name: 'Mont Blanc', range: 'Alps', heightM: 4806 },
  { id: 2, name: 'Aconcagua', range: 'Andes', heightM: 6961 },
  { id: 3, name: 'Denali', range: 'Alaska Range', heightM: 6190 },
  { id: 4, name: 'Kilimanjaro', range: 'Eastern Rift', heightM: 5895 },
];

const columns: GridColDef<Mountain>[] = [
  { field: 'name', headerName: 'Summit', flex: 1 },
  { field: 'range', headerName: 'Range', width: 150 },
  { field: 'heightM', headerName: 'Height (m)', type: 'number', width: 130 },
];

function Ascending() {
  return <ArrowUpwardIcon fontSize="small" color="primary" />;
}

function Descending() {
  return <ArrowDownwardIcon fontSize="small" color="secondary" />;
}

/** Icons are slots too: the sort arrows of this grid come from the demo, coloured by direction. */
export default function ComponentsSortIconsGrid() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{
          columnSortedAscendingIcon: Ascending,
          columnSortedDescendingIcon: Descending,
        }}
        initialState={{
          sorting: { sortModel: [{ field: 'heightM', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
