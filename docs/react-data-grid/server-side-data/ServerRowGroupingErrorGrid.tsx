import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridGetRowsError,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridUpdateRowError,
} from '@mui/x-data-grid-premium';
import {
  createOrders,
  FailureSwitch,
  filterRows,
  groupLevel,
  sortRows,
  wait,
  type Order,
} from './simulatedServer';

let database: Order[] | undefined;

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

/** A failed request for a group's children: the toggle shows an error badge, and expanding again retries. */
export default function ServerRowGroupingErrorGrid() {
  const [failure] = React.useState(() => new FailureSwitch());
  const [armed, setArmed] = React.useState(false);
  const [error, setError] = React.useState('No error');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({
        groupKeys = [],
        groupFields = [],
        filterModel,
        sortModel,
      }) => {
        await wait(300);
        // Only requests for the children of a group can fail here, so the groups always load.
        if (groupKeys.length > 0) failure.check();
        database ??= createOrders(300);
        const matching = sortRows(filterRows(database, filterModel), sortModel);
        const rows = groupLevel(matching, groupFields, groupKeys);
        return { rows, rowCount: rows.length };
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childCount,
    }),
    [failure],
  );

  const handleError = (problem: GridGetRowsError | GridUpdateRowError) => {
    setArmed(false);
    const group =
      problem instanceof GridGetRowsError
        ? // The error's params are typed with the community shape; the grid sent the Premium one.
          ((problem.params as GridGetRowsParams).groupKeys ?? []).join(' / ')
        : '';
    setError(group ? `${group}: ${problem.message}` : problem.message);
  };

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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 32 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={armed}
          onClick={() => {
            failure.arm();
            setArmed(true);
          }}
        >
          {armed ? 'The next expansion fails' : 'Fail the next expansion'}
        </Button>
        <Typography variant="body2" role="status" noWrap data-testid="group-error">
          {error}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          initialState={{ rowGrouping: { model: ['country'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
