import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue } from '@mui/x-data-grid-premium';
import { coffeeColumns, getCoffeeOrders } from './pivotingSales';

/** The plain order list with the pivot panel open: switch pivot mode on and drag fields into the areas. */
export default function PivotingQuickStartGrid() {
  const rows = React.useMemo(() => getCoffeeOrders(), []);
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={coffeeColumns}
        showToolbar
        initialState={{ sidebar: { open: true, value: GridSidebarValue.Pivot } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
