import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface LineItem {
  sku: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: number;
  customer: string;
  city: string;
  items: LineItem[];
}

const orders: Order[] = [
  {
    id: 5001,
    customer: 'Greenleaf Grocers',
    city: 'Bristol',
    items: [
      { sku: 'APL-01', product: 'Apples, 10 kg', quantity: 4, unitPrice: 18 },
      { sku: 'PER-02', product: 'Pears, 5 kg', quantity: 2, unitPrice: 14.5 },
    ],
  },
  {
    id: 5002,
    customer: 'The Corner Deli',
    city: 'Leeds',
    items: [{ sku: 'CHE-11', product: 'Cheddar wheel', quantity: 1, unitPrice: 62 }],
  },
  {
    id: 5003,
    customer: 'Harbour Bistro',
    city: 'Plymouth',
    items: [
      { sku: 'OIL-05', product: 'Olive oil, 5 l', quantity: 3, unitPrice: 41 },
      { sku: 'SAL-02', product: 'Sea salt, 1 kg', quantity: 6, unitPrice: 4.2 },
      { sku: 'FLO-09', product: 'Bread flour, 25 kg', quantity: 2, unitPrice: 23 },
    ],
  },
];

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) =>
      row.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0),
    valueFormatter: (value: number) => money.format(value),
  },
];

function OrderLines({ row }: { row: Order }) {
  return (
    <Box
      sx={{
        px: 8,
        py: 1.5,
        bgcolor: 'action.hover',
        height: '100%',
        boxSizing: 'border-box',
      }}
    >
      {row.items.map((item) => (
        <Typography key={item.sku} variant="body2">
          {item.quantity} × {item.product} ({item.sku}) —{' '}
          {money.format(item.quantity * item.unitPrice)}
        </Typography>
      ))}
    </Box>
  );
}

/** Each order expands into a panel listing its lines. */
export default function MasterDetailProGrid() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Order>) => <OrderLines row={row} />,
    [],
  );
  // Sized from the data: one line of text per item, plus padding.
  const getDetailPanelHeight = React.useCallback(
    ({ row }: GridRowParams<Order>) => 24 + (row as Order).items.length * 22,
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([5003]) } }}
        hideFooter
      />
    </Box>
  );
}
