import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  aggregateRow,
  createOrders,
  queryRange,
  wait,
  type Order,
} from './simulatedServer';

let database: Order[] | undefined;

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 120 },
];

const aggregationFunctions = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
};

/** Ranges of rows while scrolling; the footer is computed over all 3,000 orders and does not move. */
export default function ServerAggregationLazyGrid() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        await wait(300);
        database ??= createOrders(3000);
        const answer = queryRange(database, params);
        const matching =
          Number(params.start) === 0
            ? queryRange(database, { ...params, start: 0, end: database.length })
                .rows
            : [];
        return {
          ...answer,
          // Only the first range carries the footer: it does not change while the reader scrolls.
          ...(matching.length > 0 && {
            aggregateRow: aggregateRow(matching, params.aggregationModel),
          }),
        };
      },
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
      />
    </Box>
  );
}
