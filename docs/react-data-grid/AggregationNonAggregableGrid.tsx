import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { getSaleLines, saleColumns, type SaleLine } from './aggregationData';

const columns: GridColDef<SaleLine>[] = saleColumns.map((column) => ({
  ...column,
  aggregable: false,
}));

/** No column can be aggregated from the menus, but the model set in code still totals "Qty". */
export default function AggregationNonAggregableGrid() {
  const rows = React.useMemo(() => getSaleLines(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { quantity: 'sum', soldOn: 'max' } } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
