import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getSaleLines, saleColumns } from './aggregationData';

/** `disableAggregation`: no aggregation items in the column menus, and no footer row even with a model. */
export default function AggregationDisabledGrid() {
  const rows = React.useMemo(() => getSaleLines(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={saleColumns}
        initialState={{ aggregation: { model: { quantity: 'sum' } } }}
        disableAggregation
        disableRowSelectionOnClick
      />
    </Box>
  );
}
