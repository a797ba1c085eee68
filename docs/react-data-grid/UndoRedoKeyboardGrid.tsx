import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface StockItem {
  id: number;
  sku: string;
  product: string;
  warehouse: string;
  quantity: number;
  reorderLevel: number;
}

const products = [
  'Oak dining table',
  'Linen curtains',
  'Ceramic vase',
  'Wool rug',
  'Desk lamp',
  'Bookshelf',
];
const warehouses = ['Lyon', 'Leeds', 'Porto'];

const rows: StockItem[] = products.map((product, index) => ({
  id: index + 1,
  sku: `HM-${String(2040 + index * 7)}`,
  product,
  warehouse: warehouses[index % warehouses.length],
  quantity: 12 + ((index * 17) % 40),
  reorderLevel: 10 + (index % 3) * 5,
}));

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  {
    field: 'product',
    headerName: 'Product',
    flex: 1,
    minWidth: 160,
    editable: true,
  },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    width: 130,
    editable: true,
    type: 'singleSelect',
    valueOptions: warehouses,
  },
  {
    field: 'quantity',
    headerName: 'In stock',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'reorderLevel',
    headerName: 'Reorder at',
    type: 'number',
    width: 110,
    editable: true,
  },
];

export default function UndoRedoKeyboardGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
