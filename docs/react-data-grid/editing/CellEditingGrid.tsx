import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface PantryItem {
  id: number;
  item: string;
  quantity: number;
  unit: string;
  bestBefore: Date;
  organic: boolean;
}

const rows: PantryItem[] = [
  {
    id: 1,
    item: 'Rolled oats',
    quantity: 2,
    unit: 'kg',
    bestBefore: new Date(2026, 1, 14),
    organic: true,
  },
  {
    id: 2,
    item: 'Basmati rice',
    quantity: 5,
    unit: 'kg',
    bestBefore: new Date(2026, 8, 1),
    organic: false,
  },
  {
    id: 3,
    item: 'Chickpeas',
    quantity: 12,
    unit: 'cans',
    bestBefore: new Date(2027, 2, 30),
    organic: false,
  },
  {
    id: 4,
    item: 'Olive oil',
    quantity: 3,
    unit: 'bottles',
    bestBefore: new Date(2026, 4, 20),
    organic: true,
  },
  {
    id: 5,
    item: 'Dark chocolate',
    quantity: 8,
    unit: 'bars',
    bestBefore: new Date(2026, 0, 31),
    organic: true,
  },
  {
    id: 6,
    item: 'Espresso beans',
    quantity: 1,
    unit: 'kg',
    bestBefore: new Date(2025, 11, 12),
    organic: false,
  },
];

const columns: GridColDef<PantryItem>[] = [
  // Not editable: the item name is fixed.
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'unit',
    headerName: 'Unit',
    type: 'singleSelect',
    valueOptions: ['kg', 'cans', 'bottles', 'bars', 'packs'],
    width: 110,
    editable: true,
  },
  {
    field: 'bestBefore',
    headerName: 'Best before',
    type: 'date',
    width: 140,
    editable: true,
  },
  {
    field: 'organic',
    headerName: 'Organic',
    type: 'boolean',
    width: 100,
    editable: true,
  },
];

/** Double-click a cell (or press Enter) to edit it; Enter saves, Escape cancels. */
export default function CellEditingGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
