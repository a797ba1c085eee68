import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { createOrders, queryRange, wait, type Order } from './simulatedServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

let database: Order[] | undefined;

/** Scroll fast with different throttles and compare how many requests reach the server. */
export default function LazyLoadingThrottleGrid() {
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [requests, setRequests] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setRequests((count) => count + 1);
        await wait(300);
        database ??= createOrders(5000);
        return queryRange(database, params);
      },
    }),
    [],
  );

  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 40 }}>
        <TextField
          select
          size="small"
          label="Throttle"
          value={throttleMs}
          onChange={(event) => setThrottleMs(Number(event.target.value))}
          sx={{ width: 140 }}
        >
          <MenuItem value={0}>Off (0 ms)</MenuItem>
          <MenuItem value={500}>500 ms</MenuItem>
          <MenuItem value={1500}>1,500 ms</MenuItem>
        </TextField>
        <Typography variant="body2" data-testid="throttle-requests">
          Requests sent: {requests}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
        />
      </Box>
    </Box>
  );
}
