import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { coffeeColumns, getCoffeeOrders, type CoffeeOrder } from './pivotingSales';

// A second column reading the same value, so revenue can be both summed and averaged in one pivot.
const columns: GridColDef<CoffeeOrder>[] = [
  ...coffeeColumns,
  {
    field: 'revenueAverage',
    headerName: 'Revenue (avg)',
    type: 'number',
    valueGetter: (_value, row) => row.revenue,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `€${Math.round(value)}`,
  },
];

export default function PivotingSameFieldTwiceGrid() {
  const rows = React.useMemo(() => getCoffeeOrders(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'channel' }],
              columns: [],
              values: [
                { field: 'revenue', aggFunc: 'sum' },
                { field: 'revenueAverage', aggFunc: 'avg' },
              ],
            },
          },
        }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
