import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { createOrders, sortRows, wait, type Order } from './simulatedServer';

const database = createOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

/** With `dataSourceCache={null}`, every page change is a request, even back to a page already seen. */
export default function ServerSideNoCacheGrid() {
  const [requests, setRequests] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ sortModel, start, end }) => {
        setRequests((count) => count + 1);
        await wait(400);
        const sorted = sortRows(database, sortModel);
        return {
          rows: sorted.slice(Number(start), end + 1),
          rowCount: sorted.length,
        };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ height: 420, width: '100%' }}>
      <Typography
        variant="body2"
        sx={{ height: 24 }}
        data-testid="no-cache-requests"
      >
        Requests received by the server: {requests}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          pagination
          pageSizeOptions={[10]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
          disableColumnFilter
        />
      </Box>
    </Stack>
  );
}
