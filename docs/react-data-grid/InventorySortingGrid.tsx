import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  category: string;
  stock: number;
  price: number;
  restocked: Date;
}

const rows: Product[] = [
  {
    id: 1,
    name: 'Trail running shoes',
    category: 'Footwear',
    stock: 42,
    price: 129,
    restocked: new Date(2025, 2, 14),
  },
  {
    id: 2,
    name: 'Merino base layer',
    category: 'Apparel',
    stock: 8,
    price: 85,
    restocked: new Date(2025, 1, 3),
  },
  {
    id: 3,
    name: 'Ultralight tent',
    category: 'Camping',
    stock: 5,
    price: 449,
    restocked: new Date(2024, 10, 22),
  },
  {
    id: 4,
    name: 'Insulated bottle',
    category: 'Accessories',
    stock: 130,
    price: 34,
    restocked: new Date(2025, 3, 1),
  },
  {
    id: 5,
    name: 'Rain shell jacket',
    category: 'Apparel',
    stock: 17,
    price: 210,
    restocked: new Date(2025, 0, 19),
  },
  {
    id: 6,
    name: 'Headlamp 400 lm',
    category: 'Accessories',
    stock: 64,
    price: 49,
    restocked: new Date(2025, 2, 28),
  },
  {
    id: 7,
    name: 'Down sleeping bag',
    category: 'Camping',
    stock: 11,
    price: 389,
    restocked: new Date(2024, 11, 9),
  },
  {
    id: 8,
    name: 'Approach shoes',
    category: 'Footwear',
    stock: 23,
    price: 159,
    restocked: new Date(2025, 1, 25),
  },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'restocked', headerName: 'Last restock', type: 'date', width: 140 },
];

/** A small inventory table: click any column header to sort by it. */
export default function InventorySortingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'stock', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
