import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  product: string;
  unitPrice: number;
  quantity: number;
  discount: number;
}

const rows: OrderLine[] = [
  { id: 1, product: 'Linen tablecloth', unitPrice: 48.5, quantity: 2, discount: 0 },
  { id: 2, product: 'Stoneware mug', unitPrice: 14, quantity: 6, discount: 0.1 },
  {
    id: 3,
    product: 'Cast-iron skillet',
    unitPrice: 62.9,
    quantity: 1,
    discount: 0.15,
  },
  {
    id: 4,
    product: 'Beeswax candles (set)',
    unitPrice: 19.75,
    quantity: 4,
    discount: 0,
  },
  { id: 5, product: 'Olive-wood board', unitPrice: 35, quantity: 3, discount: 0.2 },
];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => (value === 0 ? '—' : percent.format(value)),
  },
  {
    // Not a field of the row: computed from three of them.
    field: 'total',
    headerName: 'Line total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.unitPrice * row.quantity * (1 - row.discount),
    valueFormatter: (value: number) => currency.format(value),
  },
];

/** valueGetter computes "Line total"; valueFormatter displays numbers as money and percentages. */
export default function ValueGetterFormatterGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
