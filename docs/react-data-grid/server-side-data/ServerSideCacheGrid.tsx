import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { createOrders, sortRows, wait, type Order } from './simulatedServer';

const database = createOrders(200);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

// Answers stay fresh for one minute; after that the same page is fetched again.
const cache = new GridDataSourceCacheDefault({ ttl: 60_000 });

export default function ServerSideCacheGrid() {
  const apiRef = useGridApiRef();
  const [requests, setRequests] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ sortModel, start, end }) => {
        setRequests((count) => count + 1);
        await wait(500);
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
    <Stack spacing={1} sx={{ height: 440, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 36 }}>
        <Typography variant="body2" data-testid="request-count">
          Requests sent to the server: {requests}
        </Typography>
        <Button
          size="small"
          onClick={() => apiRef.current?.dataSource.cache.clear()}
        >
          Clear cache
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pagination
          pageSizeOptions={[10, 20]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
        />
      </Box>
    </Stack>
  );
}
