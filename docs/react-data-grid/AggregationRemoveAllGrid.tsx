import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
} from '@mui/x-data-grid-premium';
import { getSaleLines, saleColumns } from './aggregationData';

// Keep every built-in function except the counts.
const counts = new Set(['size', 'sizeTrue', 'sizeFalse']);
const aggregationFunctions = Object.fromEntries(
  Object.entries(GRID_AGGREGATION_FUNCTIONS).filter(([name]) => !counts.has(name)),
);

/** The grid's functions without `size` (and the boolean counts): no column menu offers them. */
export default function AggregationRemoveAllGrid() {
  const rows = React.useMemo(() => getSaleLines(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={saleColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { quantity: 'sum' } } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
