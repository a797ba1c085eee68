import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { pivotAggregationFunctions, pivotField, queryPivot } from './pivotServer';
import { FailureSwitch } from './simulatedServer';

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90 },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'region' }],
  values: [{ field: 'quantity', aggFunc: 'sum' }],
};

/** A failed pivot request is reported through onDataSourceError; Retry asks the server again. */
export default function ServerPivotingErrorGrid() {
  const apiRef = useGridApiRef();
  const [failure] = React.useState(() => new FailureSwitch());
  const [error, setError] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await queryPivot(params);
        failure.check();
        return answer;
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childCount,
      getAggregatedValue: (row, field) => row[field],
    }),
    [failure],
  );

  const reload = () => {
    setError(null);
    // Bypass the cache: the request must reach the server again.
    apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
  };

  return (
    <Stack spacing={1} sx={{ height: 400, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: 48 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            failure.arm();
            reload();
          }}
        >
          Reload with a server error
        </Button>
        {error && (
          <Alert
            severity="error"
            sx={{ py: 0, flex: 1 }}
            action={
              <Button color="inherit" size="small" onClick={reload}>
                Retry
              </Button>
            }
          >
            {error}
          </Alert>
        )}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={pivotAggregationFunctions}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          pivotingColDef={(field, columnGroupPath) => ({
            field: pivotField(field, columnGroupPath),
          })}
          initialState={{ pivoting: { enabled: true, model: pivotModel } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
