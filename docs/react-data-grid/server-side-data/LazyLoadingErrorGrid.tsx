import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  GridGetRowsError,
  type GridUpdateRowError,
} from '@mui/x-data-grid-pro';
import {
  createOrders,
  FailureSwitch,
  queryRange,
  wait,
  type Order,
} from './simulatedServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

let database: Order[] | undefined;

/** Arm the failure, scroll to rows not loaded yet: the range request fails and the alert offers a retry. */
export default function LazyLoadingErrorGrid() {
  const apiRef = useGridApiRef();
  const [failure] = React.useState(() => new FailureSwitch());
  const [armed, setArmed] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  // The range that failed, to ask for it again.
  const [failedRange, setFailedRange] = React.useState<{
    start: number | string;
    end: number;
  } | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        await wait(300);
        failure.check();
        database ??= createOrders(3000);
        return queryRange(database, params);
      },
    }),
    [failure],
  );

  const handleError = (problem: GridGetRowsError | GridUpdateRowError) => {
    setArmed(false);
    if (problem instanceof GridGetRowsError) {
      // A failed range request carries the range in its params (start and end, both included).
      const { start, end } = problem.params;
      setFailedRange({ start, end });
      setError(`${problem.message} (rows ${start} to ${end})`);
    } else {
      setError(problem.message);
    }
  };

  const retry = () => {
    setError(null);
    // Fetches the failed range again; its skeleton rows are replaced by the answer.
    if (failedRange) apiRef.current?.dataSource.fetchRows(undefined, failedRange);
    setFailedRange(null);
  };

  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: 48 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={armed}
          onClick={() => {
            failure.arm();
            setArmed(true);
          }}
        >
          {armed ? 'The next request fails' : 'Fail the next request'}
        </Button>
        {error && (
          <Alert
            severity="error"
            sx={{ flex: 1, py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            {error}
          </Alert>
        )}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={handleError}
        />
      </Box>
    </Box>
  );
}
