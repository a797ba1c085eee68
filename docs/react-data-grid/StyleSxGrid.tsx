import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface StockItem {
  id: number;
  sku: string;
  product: string;
  warehouse: string;
  quantity: number;
}

const rows: StockItem[] = [
  {
    id: 1,
    sku: 'KB-104',
    product: 'Mechanical keyboard',
    warehouse: 'Leeds',
    quantity: 82,
  },
  {
    id: 2,
    sku: 'MS-220',
    product: 'Wireless mouse',
    warehouse: 'Leeds',
    quantity: 240,
  },
  {
    id: 3,
    sku: 'MN-270',
    product: '27" monitor',
    warehouse: 'Rotterdam',
    quantity: 35,
  },
  {
    id: 4,
    sku: 'DK-050',
    product: 'USB-C dock',
    warehouse: 'Rotterdam',
    quantity: 61,
  },
  {
    id: 5,
    sku: 'HS-310',
    product: 'Noise-cancelling headset',
    warehouse: 'Lyon',
    quantity: 47,
  },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
];

/** Styles applied with the sx prop, aimed at the grid's parts through gridClasses. */
export default function StyleSxGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          borderColor: 'primary.main',
          borderRadius: 2,
          [`& .${gridClasses.columnHeader}`]: {
            backgroundColor: theme.palette.primary.main,
            color: theme.palette.primary.contrastText,
          },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          [`& .${gridClasses.cell}[data-field="sku"]`]: { fontFamily: 'monospace' },
        })}
      />
    </Box>
  );
}
