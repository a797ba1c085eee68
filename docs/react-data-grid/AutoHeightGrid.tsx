import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Plan {
  id: string;
  name: string;
  seats: number;
  priceMonthly: number;
}

const rows: Plan[] = [
  { id: 'free', name: 'Free', seats: 1, priceMonthly: 0 },
  { id: 'team', name: 'Team', seats: 10, priceMonthly: 49 },
  { id: 'business', name: 'Business', seats: 50, priceMonthly: 199 },
];

const columns: GridColDef<Plan>[] = [
  { field: 'name', headerName: 'Plan', flex: 1, minWidth: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  {
    field: 'priceMonthly',
    headerName: 'Price / month ($)',
    type: 'number',
    width: 160,
  },
];

/** autoHeight: as tall as its three rows, with no height set anywhere. */
export default function AutoHeightGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid rows={rows} columns={columns} autoHeight hideFooter />
    </Box>
  );
}
