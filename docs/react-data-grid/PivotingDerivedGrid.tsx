import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { coffeeColumns, getCoffeeOrders } from './pivotingSales';

/** Revenue per product and quarter, from the `date-quarter` field the grid derives from the date column. */
export default function PivotingDerivedGrid() {
  const rows = React.useMemo(() => getCoffeeOrders(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={coffeeColumns}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'product' }],
              columns: [{ field: 'date-quarter', sort: 'asc' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
