import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { createOrders, sortRows, wait, type Order } from './simulatedServer';

const database = createOrders(300);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function LazyLoadingInfiniteGrid() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ sortModel, start, end }) => {
        await wait(500);
        const sorted = sortRows(database, sortModel);
        const rows = sorted.slice(Number(start), end + 1);
        const reachedEnd = end + 1 >= sorted.length;
        // Like a feed API, the server only tells the total once the last rows are sent.
        return reachedEnd ? { rows, rowCount: sorted.length } : { rows };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        lazyLoadingRequestThrottleMs={200}
        disableColumnFilter
      />
    </Box>
  );
}
