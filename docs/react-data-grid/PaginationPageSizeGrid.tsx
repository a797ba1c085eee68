import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  amount: number;
  status: string;
}

const clients = [
  'Harbor Dental',
  'Elm Street Café',
  'Vega Robotics',
  'Luna Yoga',
  'Pioneer Books',
];
const statuses = ['Paid', 'Sent', 'Overdue', 'Draft'];

// 48 invoices numbered INV-1001… with values derived from the index (no randomness).
const rows: Invoice[] = Array.from({ length: 48 }, (_, index) => ({
  id: 1001 + index,
  client: clients[index % clients.length],
  amount: 120 + ((index * 379) % 2400),
  status: statuses[(index * 7) % statuses.length],
}));

const columns: GridColDef<Invoice>[] = [
  {
    field: 'id',
    headerName: 'Invoice',
    width: 120,
    valueFormatter: (value: number) => `INV-${value}`,
  },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

/** Five rows per page to start with; the footer offers 5, 10 and 25. */
export default function PaginationPageSizeGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[5, 10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
        rowHeight={44}
      />
    </Box>
  );
}
