import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface InvoiceLine {
  id: number;
  invoice: string;
  customer: string;
  status: 'Paid' | 'Due';
  item: string;
  amount: number;
}

const rows: InvoiceLine[] = [
  {
    id: 1,
    invoice: 'INV-2041',
    customer: 'Harbor Dental',
    status: 'Paid',
    item: 'Annual licence',
    amount: 1200,
  },
  {
    id: 2,
    invoice: 'INV-2041',
    customer: 'Harbor Dental',
    status: 'Paid',
    item: 'Onboarding session',
    amount: 300,
  },
  {
    id: 3,
    invoice: 'INV-2042',
    customer: 'Pinewood School',
    status: 'Paid',
    item: 'Annual licence',
    amount: 1200,
  },
  {
    id: 4,
    invoice: 'INV-2042',
    customer: 'Pinewood School',
    status: 'Paid',
    item: 'Extra seats (10)',
    amount: 450,
  },
  {
    id: 5,
    invoice: 'INV-2043',
    customer: 'Harbor Dental',
    status: 'Due',
    item: 'Priority support',
    amount: 600,
  },
];

const columns: GridColDef<InvoiceLine>[] = [
  { field: 'invoice', headerName: 'Invoice', width: 120 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 160,
    // Key the span on the invoice so a customer never merges across two invoices.
    rowSpanValueGetter: (value, row) => `${row.invoice}:${value}`,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 100,
    // Without this, the four consecutive "Paid" cells would merge into one.
    rowSpanValueGetter: (value, row) => `${row.invoice}:${value}`,
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

/** `rowSpanValueGetter` scopes each span to its invoice. */
export default function RowSpanValueGetterGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
