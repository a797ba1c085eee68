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
  sortRows,
  wait,
  type Order,
} from './simulatedServer';

const database = createOrders(250);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  { field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 130 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 120 },
];

// With a data source, the grid offers only the functions listed here; the server computes them.
const aggregationFunctions = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

export default function ServerAggregationGrid() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ filterModel, sortModel, aggregationModel, start, end }) => {
        await wait(400);
        const matching = sortRows(filterRows(database, filterModel), sortModel);
        return {
          rows: matching.slice(Number(start), end + 1),
          rowCount: matching.length,
          // Computed over every matching order, not only the page sent.
          aggregateRow: aggregateRow(matching, aggregationModel),
        };
      },
      // Reads one value of the footer row: here the server sends the values by field.
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
          aggregation: {
            model: { quantity: 'sum', unitPrice: 'avg', total: 'sum' },
          },
        }}
      />
    </Box>
  );
}
