import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';

interface Seat {
  id: string;
  row: string;
  seat: number;
  price: number;
  status: 'Available' | 'Sold' | 'Held';
}

const rows: Seat[] = [
  { id: 'A1', row: 'A', seat: 1, price: 85, status: 'Sold' },
  { id: 'A2', row: 'A', seat: 2, price: 85, status: 'Available' },
  { id: 'A3', row: 'A', seat: 3, price: 85, status: 'Available' },
  { id: 'B1', row: 'B', seat: 1, price: 70, status: 'Held' },
  { id: 'B2', row: 'B', seat: 2, price: 70, status: 'Available' },
  { id: 'B3', row: 'B', seat: 3, price: 70, status: 'Sold' },
  { id: 'C1', row: 'C', seat: 1, price: 55, status: 'Available' },
];

const columns: GridColDef<Seat>[] = [
  { field: 'id', headerName: 'Seat', width: 90 },
  { field: 'row', headerName: 'Row', width: 80 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 120 },
];

// Sold and held seats cannot be picked: their checkboxes are disabled.
const isAvailable = (params: GridRowParams<Seat>) =>
  params.row.status === 'Available';

/** Only available seats can be selected. */
export default function SelectableRowsGrid() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        isRowSelectable={isAvailable}
        hideFooterPagination
      />
    </Box>
  );
}
