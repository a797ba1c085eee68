import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  merchant: string;
  category: string;
  amount: number;
}

const MERCHANTS = [
  'Rail Europe',
  'Hotel Lumen',
  'Café Nord',
  'Taxi Blue',
  'Bookshop 42',
];
const CATEGORIES = ['Travel', 'Lodging', 'Meals', 'Travel', 'Office'];

// 15 expenses from fixed arithmetic, so totals are the same on every visit.
const rows: Expense[] = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  merchant: MERCHANTS[index % 5],
  category: CATEGORIES[index % 5],
  amount: 20 + ((index * 37) % 180),
}));

const columns: GridColDef<Expense>[] = [
  { field: 'merchant', headerName: 'Merchant', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

interface Summary {
  count: number;
  total: number;
}

/** The count and total of the rows that pass the filters, shown outside the grid. */
export default function FilterRecipeSummaryGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState<Summary>({ count: 0, total: 0 });

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const update = () => {
      const entries = gridFilteredSortedRowEntriesSelector(apiRef);
      setSummary({
        count: entries.length,
        total: entries.reduce((sum, entry) => sum + Number(entry.model.amount), 0),
      });
    };
    update();
    // Fired each time the grid has applied the filters (model or rows changed).
    return api.subscribeEvent('filteredRowsSet', update);
  }, [apiRef]);

  return (
    <Box
      sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, height: 24 }}>
        {summary.count} expenses, {summary.total.toLocaleString('en-US')} € in total
      </Typography>
    </Box>
  );
}
