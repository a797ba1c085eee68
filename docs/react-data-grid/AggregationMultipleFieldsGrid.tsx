import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { getSaleLines, saleColumns, usd, type SaleLine } from './aggregationData';

interface PriceAndQuantity {
  unitPrice: number;
  quantity: number;
}

/** The average price of the units sold: each line weighs as much as its quantity. */
const weightedAverage: GridAggregationFunction<PriceAndQuantity, number> = {
  label: 'avg per unit',
  columnTypes: ['number'],
  // Reads two fields of the row instead of the cell's own value.
  getCellValue: ({ row }) => ({ unitPrice: row.unitPrice, quantity: row.quantity }),
  apply: ({ values }) => {
    let units = 0;
    let amount = 0;
    for (const value of values) {
      if (value) {
        units += value.quantity;
        amount += value.unitPrice * value.quantity;
      }
    }
    return units === 0 ? null : amount / units;
  },
};

const columns: GridColDef<SaleLine>[] = saleColumns.map((column) =>
  column.field === 'unitPrice' ? { ...column, valueFormatter: usd } : column,
);

export default function AggregationMultipleFieldsGrid() {
  const rows = React.useMemo(() => getSaleLines(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, weightedAverage }}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { unitPrice: 'weightedAverage', quantity: 'sum' } },
        }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
