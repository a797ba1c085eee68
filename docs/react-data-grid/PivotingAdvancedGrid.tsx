import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridSidebarValue,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { coffeeColumns, getCoffeeOrders } from './pivotingSales';

const initialModel: GridPivotModel = {
  rows: [{ field: 'region' }, { field: 'product' }],
  columns: [{ field: 'channel', sort: 'asc' }],
  values: [
    { field: 'revenue', aggFunc: 'sum' },
    { field: 'bags', aggFunc: 'avg' },
  ],
};

/**
 * A sales review: regions then products as rows, channels as columns, total revenue and average bags per order,
 * with generated columns centred and the panel open to rearrange it.
 */
export default function PivotingAdvancedGrid() {
  const rows = React.useMemo(() => getCoffeeOrders(), []);
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={coffeeColumns}
        showToolbar
        initialState={{
          pivoting: { enabled: true, model: initialModel },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        pivotingColDef={{ headerAlign: 'center', align: 'center', width: 130 }}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
