import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';

interface Budget {
  id: string;
  category: string;
  planned: number;
  spent: number;
}

const rows: Budget[] = [
  { id: 'rent', category: 'Rent', planned: 1200, spent: 1200 },
  { id: 'food', category: 'Groceries', planned: 450, spent: 512 },
  { id: 'transport', category: 'Transport', planned: 120, spent: 96 },
  { id: 'utilities', category: 'Utilities', planned: 180, spent: 171 },
  { id: 'leisure', category: 'Leisure', planned: 200, spent: 265 },
  { id: 'health', category: 'Health', planned: 60, spent: 35 },
  { id: 'gifts', category: 'Gifts', planned: 80, spent: 40 },
  { id: 'savings', category: 'Savings', planned: 400, spent: 400 },
];

const sum = (field: 'planned' | 'spent') =>
  rows.reduce((total, row) => total + row[field], 0);

// Pinned rows are extra rows: they are not sorted, filtered or counted with the others.
const pinnedRows: GridPinnedRowsProp<Budget> = {
  bottom: [
    { id: 'total', category: 'Total', planned: sum('planned'), spent: sum('spent') },
  ],
};

const columns: GridColDef<Budget>[] = [
  { field: 'category', headerName: 'Category', flex: 1 },
  { field: 'planned', headerName: 'Planned (€)', type: 'number', width: 130 },
  { field: 'spent', headerName: 'Spent (€)', type: 'number', width: 130 },
];

/** A "Total" row pinned to the bottom stays visible while the categories scroll. */
export default function RowPinningProGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        rowHeight={40}
        hideFooter
      />
    </Box>
  );
}
