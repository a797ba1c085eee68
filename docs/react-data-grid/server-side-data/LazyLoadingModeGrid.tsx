import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { createOrders, queryRange, wait, type Order } from './simulatedServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

let database: Order[] | undefined;

/** The mode follows the answers: with a row count, viewport loading; without one, infinite loading. */
export default function LazyLoadingModeGrid() {
  const [sendCount, setSendCount] = React.useState(true);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        await wait(300);
        database ??= createOrders(1000);
        const answer = queryRange(database, params);
        // Leaving the count out (-1 means unknown) switches the grid to infinite loading.
        return { rows: answer.rows, rowCount: sendCount ? answer.rowCount : -1 };
      },
    }),
    [sendCount],
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
      <FormControlLabel
        sx={{ height: 40 }}
        control={
          <Switch
            checked={sendCount}
            onChange={(event) => setSendCount(event.target.checked)}
          />
        }
        label={
          sendCount
            ? 'The server sends the row count (viewport loading)'
            : 'No row count (infinite loading)'
        }
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro columns={columns} dataSource={dataSource} lazyLoading />
      </Box>
    </Box>
  );
}
