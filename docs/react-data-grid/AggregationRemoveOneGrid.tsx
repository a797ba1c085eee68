import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { getSaleLines, saleColumns, type SaleLine } from './aggregationData';

const columns: GridColDef<SaleLine>[] = saleColumns.map((column) =>
  column.field === 'quantity'
    ? { ...column, availableAggregationFunctions: ['sum', 'avg'] }
    : column,
);

/** "Qty" offers only sum and average in its menu, through `availableAggregationFunctions`. */
export default function AggregationRemoveOneGrid() {
  const rows = React.useMemo(() => getSaleLines(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { quantity: 'sum' } } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
