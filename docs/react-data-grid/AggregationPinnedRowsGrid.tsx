import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GRID_ROOT_GROUP_ID,
  type GridAggregationFunction,
} from '@mui/x-data-grid-premium';
import { getSaleLines, saleColumns, type SaleLine } from './aggregationData';

// Units sold at a trade fair, pinned above the shop sales.
const fairLine: SaleLine = {
  id: 0,
  product: 'Trade fair (all products)',
  category: 'Bikes',
  store: 'Eurobike stand',
  region: 'Europe',
  quantity: 18,
  unitPrice: 0,
  soldOn: new Date(2025, 2, 14),
  giftWrapped: false,
};
const pinnedRows = { top: [fairLine] };

// Pinned rows are not part of the aggregated rows: this sum adds them to the grid's total (the root group).
const sumWithPinned: GridAggregationFunction<number, number> = {
  label: 'sum incl. pinned',
  columnTypes: ['number'],
  apply: (params, api) => {
    const total = GRID_AGGREGATION_FUNCTIONS.sum.apply(params, api) ?? 0;
    if (params.groupId !== GRID_ROOT_GROUP_ID) {
      return total;
    }
    return pinnedRows.top.reduce(
      (sum, row) => sum + Number(row[params.field as keyof SaleLine]),
      total,
    );
  },
};

export default function AggregationPinnedRowsGrid() {
  const rows = React.useMemo(() => getSaleLines(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={saleColumns}
        pinnedRows={pinnedRows}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, sumWithPinned }}
        initialState={{ aggregation: { model: { quantity: 'sumWithPinned' } } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
