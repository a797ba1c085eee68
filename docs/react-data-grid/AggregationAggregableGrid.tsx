import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { getSaleLines, saleColumns, type SaleLine } from './aggregationData';

// Adding up unit prices means nothing; the other numeric columns keep their aggregation menu.
const columns: GridColDef<SaleLine>[] = saleColumns.map((column) =>
  column.field === 'unitPrice' ? { ...column, aggregable: false } : column,
);

/** "Unit price" has `aggregable: false`: its column menu has no aggregation item. */
export default function AggregationAggregableGrid() {
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
