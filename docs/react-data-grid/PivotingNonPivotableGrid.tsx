import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridSidebarValue,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { coffeeColumns, getCoffeeOrders, type CoffeeOrder } from './pivotingSales';

// The order date and the bag count stay out of the pivot panel's field list.
const columns: GridColDef<CoffeeOrder>[] = coffeeColumns.map((column) =>
  column.field === 'date' || column.field === 'bags'
    ? { ...column, pivotable: false }
    : column,
);

export default function PivotingNonPivotableGrid() {
  const rows = React.useMemo(() => getCoffeeOrders(), []);
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          sidebar: { open: true, value: GridSidebarValue.Pivot },
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'product' }],
              columns: [{ field: 'region' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
