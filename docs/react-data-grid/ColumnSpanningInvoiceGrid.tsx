import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface InvoiceLine {
  id: number;
  kind: 'item' | 'summary';
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  amount: number;
}

const items: InvoiceLine[] = [
  {
    id: 1,
    kind: 'item',
    description: 'Standing desk',
    quantity: 2,
    unitPrice: 420,
    amount: 840,
  },
  {
    id: 2,
    kind: 'item',
    description: 'Monitor arm',
    quantity: 2,
    unitPrice: 85,
    amount: 170,
  },
  {
    id: 3,
    kind: 'item',
    description: 'Desk lamp',
    quantity: 4,
    unitPrice: 39,
    amount: 156,
  },
];

const subtotal = items.reduce((sum, line) => sum + line.amount, 0);
const vat = Math.round(subtotal * 0.2);

// Summary lines have no quantity or unit price: their label spans those columns.
const rows: InvoiceLine[] = [
  ...items,
  {
    id: 4,
    kind: 'summary',
    description: 'Subtotal',
    quantity: null,
    unitPrice: null,
    amount: subtotal,
  },
  {
    id: 5,
    kind: 'summary',
    description: 'VAT 20%',
    quantity: null,
    unitPrice: null,
    amount: vat,
  },
  {
    id: 6,
    kind: 'summary',
    description: 'Total',
    quantity: null,
    unitPrice: null,
    amount: subtotal + vat,
  },
];

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 180,
    colSpan: (_value, row) => (row.kind === 'summary' ? 3 : undefined),
    cellClassName: (params) => (params.row.kind === 'summary' ? 'summary' : ''),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price (€)', type: 'number', width: 130 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

/** An invoice whose summary lines span the description, quantity and unit price. */
export default function ColumnSpanningInvoiceGrid() {
  return (
    <Box
      sx={{
        height: 370,
        width: '100%',
        '& .summary': { justifyContent: 'flex-end', fontWeight: 600 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnSorting
        disableColumnFilter
        hideFooter
      />
    </Box>
  );
}
