import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  date: string;
  category: string;
  description: string;
  amount: number;
}

const rows: Expense[] = [
  {
    id: 1,
    date: '2025-03-03',
    category: 'Travel',
    description: 'Train to Lyon',
    amount: 86,
  },
  {
    id: 2,
    date: '2025-03-04',
    category: 'Meals',
    description: 'Client lunch',
    amount: 64.5,
  },
  {
    id: 3,
    date: '2025-03-04',
    category: 'Lodging',
    description: 'Hotel, 2 nights',
    amount: 238,
  },
  {
    id: 4,
    date: '2025-03-06',
    category: 'Travel',
    description: 'Taxi to airport',
    amount: 41.2,
  },
  {
    id: 5,
    date: '2025-03-06',
    category: 'Meals',
    description: 'Team dinner',
    amount: 152,
  },
  {
    id: 6,
    date: '2025-03-07',
    category: 'Supplies',
    description: 'Flip-chart pads',
    amount: 23.9,
  },
];

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 160 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

// The footer slot: reads the rows that pass the filters from the grid's state.
function TotalFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce(
    (sum, entry) => sum + (entry.model as Expense).amount,
    0,
  );
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {entries.length} {entries.length === 1 ? 'expense' : 'expenses'}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600 }}
        data-testid="expense-total"
      >
        Total {euros.format(total)}
      </Typography>
    </GridFooterContainer>
  );
}

/** A footer slot that sums the amounts of the rows left by the filters. */
export default function ComponentsFooterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: TotalFooter }}
        showToolbar
      />
    </Box>
  );
}
