import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridRowClassNameParams,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  daysOverdue: number;
}

const rows: Invoice[] = [
  { id: 'INV-2041', client: 'Fjord Analytics', amount: 4800, daysOverdue: 0 },
  { id: 'INV-2042', client: 'Casa Verde', amount: 1250, daysOverdue: 12 },
  { id: 'INV-2043', client: 'Kestrel Labs', amount: 9900, daysOverdue: 0 },
  { id: 'INV-2044', client: 'Mosaic Studio', amount: 620, daysOverdue: 45 },
  { id: 'INV-2045', client: 'Tern Logistics', amount: 3100, daysOverdue: 3 },
  { id: 'INV-2046', client: 'Umber & Co', amount: 2275, daysOverdue: 0 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  {
    field: 'daysOverdue',
    headerName: 'Overdue',
    width: 120,
    // The text states the status too, so colour is not the only signal.
    valueFormatter: (value: number) => (value > 0 ? `${value} days` : 'On time'),
  },
];

function rowClassName(params: GridRowClassNameParams<Invoice>) {
  if (params.row.daysOverdue > 30) {
    return 'invoice--late';
  }
  return params.row.daysOverdue > 0 ? 'invoice--due' : '';
}

/** Rows are tinted from their data: overdue invoices in amber, long-overdue ones in red. */
export default function RowRecipesStatusGrid() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .invoice--due': { bgcolor: alpha('#ed6c02', 0.16) },
        '& .invoice--late': { bgcolor: alpha('#d32f2f', 0.16) },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={rowClassName}
        hideFooter
      />
    </Box>
  );
}
