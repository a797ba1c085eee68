import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { coffeeColumns, getCoffeeOrders, type CoffeeOrder } from './pivotingSales';

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

// A month field for the date column, and an order-size band for the bag count; other columns get nothing extra.
function getPivotDerivedColumns(column: GridColDef): GridColDef[] | undefined {
  if (column.field === 'date') {
    return [
      {
        field: 'date-month',
        headerName: 'Month',
        valueGetter: (_value, row: CoffeeOrder) => row.date.getMonth(),
        valueFormatter: (value: number) => MONTHS[value],
      },
    ];
  }
  if (column.field === 'bags') {
    return [
      {
        field: 'bags-band',
        headerName: 'Order size',
        valueGetter: (_value, row: CoffeeOrder) =>
          row.bags < 10 ? 'Small' : row.bags < 20 ? 'Medium' : 'Large',
      },
    ];
  }
  return undefined;
}

export default function PivotingCustomDerivedGrid() {
  const rows = React.useMemo(() => getCoffeeOrders(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={coffeeColumns}
        getPivotDerivedColumns={getPivotDerivedColumns}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'bags-band' }],
              columns: [{ field: 'date-month', sort: 'asc' }],
              values: [{ field: 'bags', aggFunc: 'sum' }],
            },
          },
        }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
