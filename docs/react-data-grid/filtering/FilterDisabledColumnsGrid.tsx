import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  stock: number;
  category: string;
}

const rows: Product[] = [
  {
    id: 1,
    sku: 'KB-104',
    name: 'Mechanical keyboard',
    stock: 42,
    category: 'Peripherals',
  },
  {
    id: 2,
    sku: 'MS-220',
    name: 'Wireless mouse',
    stock: 0,
    category: 'Peripherals',
  },
  { id: 3, sku: 'MN-270', name: '27" monitor', stock: 12, category: 'Displays' },
  { id: 4, sku: 'DK-010', name: 'USB-C dock', stock: 7, category: 'Accessories' },
  {
    id: 5,
    sku: 'HS-550',
    name: 'Noise-cancelling headset',
    stock: 23,
    category: 'Audio',
  },
  { id: 6, sku: 'WC-900', name: '4K webcam', stock: 3, category: 'Video' },
];

const columns: GridColDef<Product>[] = [
  // An internal code nobody searches by: no filter for it.
  {
    field: 'sku',
    headerName: 'SKU (not filterable)',
    width: 170,
    filterable: false,
  },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

/** "SKU" opts out of filtering; every other column keeps its filter. */
export default function FilterDisabledColumnsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
