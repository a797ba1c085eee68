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
  filterRows,
  groupLevel,
  sortRows,
  wait,
  type Order,
} from './simulatedServer';

const database = createOrders(250);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 120 },
];

const aggregationFunctions = {
  sum: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
};

export default function ServerGroupedAggregationGrid() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({
        groupKeys = [],
        groupFields = [],
        filterModel,
        sortModel,
        aggregationModel,
      }) => {
        await wait(400);
        const matching = sortRows(filterRows(database, filterModel), sortModel);
        const rows = groupLevel(matching, groupFields, groupKeys, aggregationModel);
        return {
          rows,
          rowCount: rows.length,
          aggregateRow: { aggregates: aggregateRow(matching, aggregationModel) },
        };
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childCount,
      // Group rows and the footer row carry the server's values in `aggregates`.
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { quantity: 'sum', total: 'max' } },
        }}
      />
    </Box>
  );
}
