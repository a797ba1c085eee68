import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  customer: string;
  product: string;
  units: number;
  unitPrice: number;
  shippedOn: Date;
}

const rows: Order[] = [
  {
    id: 1,
    customer: 'Northwind Cafe',
    product: 'Espresso beans',
    units: 12,
    unitPrice: 18,
    shippedOn: new Date(2025, 0, 6),
  },
  {
    id: 2,
    customer: 'Harbour Deli',
    product: 'Oat milk',
    units: 40,
    unitPrice: 3,
    shippedOn: new Date(2025, 0, 9),
  },
  {
    id: 3,
    customer: 'Blue Door Bakery',
    product: 'Filter papers',
    units: 25,
    unitPrice: 6,
    shippedOn: new Date(2025, 0, 14),
  },
  {
    id: 4,
    customer: 'Northwind Cafe',
    product: 'Decaf beans',
    units: 6,
    unitPrice: 21,
    shippedOn: new Date(2025, 0, 20),
  },
  {
    id: 5,
    customer: 'Station Kiosk',
    product: 'Paper cups',
    units: 300,
    unitPrice: 1,
    shippedOn: new Date(2025, 1, 2),
  },
  {
    id: 6,
    customer: 'Harbour Deli',
    product: 'Espresso beans',
    units: 8,
    unitPrice: 18,
    shippedOn: new Date(2025, 1, 11),
  },
  {
    id: 7,
    customer: 'Blue Door Bakery',
    product: 'Oat milk',
    units: 24,
    unitPrice: 3,
    shippedOn: new Date(2025, 1, 17),
  },
];

const currency = (value: number | null | undefined) =>
  value == null ? '' : `$${value.toLocaleString('en-US')}`;

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: currency,
  },
  {
    field: 'shippedOn',
    headerName: 'Shipped',
    type: 'date',
    width: 130,
  },
];

/** One footer row: total units, the average unit price and the last shipping date. */
export default function AggregationBasicGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: {
            model: { units: 'sum', unitPrice: 'avg', shippedOn: 'max' },
          },
        }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
