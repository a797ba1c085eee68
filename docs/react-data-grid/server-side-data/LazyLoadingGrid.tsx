import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { filterRows, orderAt, sortRows, wait, type Order } from './simulatedServer';

// 10,000 orders on the server; the browser only ever holds the ones scrolled past.
const database: Order[] = Array.from({ length: 10_000 }, (_, index) =>
  orderAt(index),
);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function LazyLoadingGrid() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ filterModel, sortModel, start, end }) => {
        await wait(400);
        const matching = sortRows(filterRows(database, filterModel), sortModel);
        return {
          rows: matching.slice(Number(start), end + 1),
          rowCount: matching.length,
        };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro columns={columns} dataSource={dataSource} lazyLoading />
    </Box>
  );
}
