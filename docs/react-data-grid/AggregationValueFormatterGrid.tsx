import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
} from '@mui/x-data-grid-premium';
import { getSaleLines, saleColumns } from './aggregationData';

const aggregationFunctions = {
  ...GRID_AGGREGATION_FUNCTIONS,
  sumUnits: {
    ...GRID_AGGREGATION_FUNCTIONS.sum,
    label: 'total units',
    valueFormatter: (value: number | null) =>
      value == null ? '' : `${value} units`,
  },
};

/** "Qty" totals read "42 units": the function's own `valueFormatter` formats the aggregated cell only. */
export default function AggregationValueFormatterGrid() {
  const rows = React.useMemo(() => getSaleLines(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={saleColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { quantity: 'sumUnits' } } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
