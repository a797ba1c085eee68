import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Medal {
  id: number;
  country: string;
  code: string;
  gold: number;
  total: number;
}

const rows: Medal[] = [
  { id: 1, country: 'Norway', code: 'NOR', gold: 16, total: 37 },
  { id: 2, country: 'Germany', code: 'GER', gold: 12, total: 27 },
  { id: 3, country: 'Canada', code: 'CAN', gold: 4, total: 26 },
  { id: 4, country: 'Austria', code: 'AUT', gold: 7, total: 18 },
];

const columns: GridColDef<Medal>[] = [
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
  // Short codes read better centred, header included.
  {
    field: 'code',
    headerName: 'Code',
    width: 90,
    align: 'center',
    headerAlign: 'center',
  },
  // Number columns are right-aligned by their type.
  { field: 'gold', headerName: 'Gold', type: 'number', width: 90 },
  // A number shown on the left, with its header following.
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 90,
    align: 'left',
    headerAlign: 'left',
  },
];

export default function StyleAlignmentGrid() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
