import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import {
  createOrders,
  FailureSwitch,
  filterRows,
  sortRows,
  wait,
  type Order,
} from './simulatedServer';

const database = createOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function ServerSideErrorGrid() {
  const apiRef = useGridApiRef();
  const [failure] = React.useState(() => new FailureSwitch());
  const [failNext, setFailNext] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ filterModel, sortModel, start, end }) => {
        await wait(500);
        failure.check();
        const matching = sortRows(filterRows(database, filterModel), sortModel);
        return {
          rows: matching.slice(Number(start), end + 1),
          rowCount: matching.length,
        };
      },
    }),
    [failure],
  );

  const reload = () => {
    setError(null);
    // Skip the cache so the request really reaches the server.
    apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
  };

  return (
    <Stack spacing={1} sx={{ height: 440, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 36 }}>
        <FormControlLabel
          control={
            <Switch
              checked={failNext}
              onChange={(event) => {
                if (event.target.checked) failure.arm();
                else failure.disarm();
                setFailNext(event.target.checked);
              }}
            />
          }
          label="Fail the next request"
        />
        <Button size="small" onClick={reload}>
          Reload rows
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => {
            setFailNext(failure.isArmed);
            setError(dataSourceError.message);
          }}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
        />
        {error && (
          <Box
            sx={{
              position: 'absolute',
              inset: '56px 16px auto 16px',
              zIndex: 1,
            }}
          >
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={reload}>
                  Retry
                </Button>
              }
            >
              {error}
            </Alert>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
