import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Expense {
  id: number;
  item: string;
  amount: number;
  category: string;
}

const rows: Expense[] = [
  { id: 1, item: 'Train to Lyon', amount: 64, category: 'Travel' },
  { id: 2, item: 'Hotel, two nights', amount: 238, category: 'Lodging' },
  { id: 3, item: 'Client dinner', amount: 112, category: 'Meals' },
  { id: 4, item: 'Taxi to the airport', amount: 41, category: 'Travel' },
];

const columns: GridColDef<Expense>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180, editable: true },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    editable: true,
  },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Travel', 'Lodging', 'Meals'],
    width: 130,
    editable: true,
  },
];

/** tabNavigation="all": Tab moves from header to header and from cell to cell, like a form. */
export default function A11yTabNavigationGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} tabNavigation="all" hideFooter />
    </Box>
  );
}
