import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import {
  createOrders,
  filterRows,
  groupLevel,
  sortRows,
  wait,
  type Order,
} from './simulatedServer';

const database = createOrders(400);

const columns: GridColDef<Order>[] = [
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

const groupings: Record<string, GridRowGroupingModel> = {
  status: ['status'],
  country: ['country'],
  'status-country': ['status', 'country'],
  none: [],
};

export default function ServerRowGroupingModelGrid() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(groupings.status);
  const [lastRequest, setLastRequest] = React.useState('');
  // The option matching the model, or "other" when it was changed from a column menu.
  const selected =
    Object.keys(groupings).find((key) => groupings[key].join() === model.join()) ??
    'other';

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({
        groupKeys = [],
        groupFields = [],
        filterModel,
        sortModel,
      }) => {
        setLastRequest(
          `groupFields: [${groupFields.join(', ')}], groupKeys: [${groupKeys.join(', ')}]`,
        );
        await wait(400);
        const matching = sortRows(filterRows(database, filterModel), sortModel);
        const rows = groupLevel(matching, groupFields, groupKeys);
        return { rows, rowCount: rows.length };
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childCount,
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ height: 470, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 40 }}>
        <TextField
          select
          size="small"
          label="Group by"
          value={selected}
          onChange={(event) => setModel(groupings[event.target.value] ?? model)}
          sx={{ width: 200 }}
        >
          <MenuItem value="status">Status</MenuItem>
          <MenuItem value="country">Country</MenuItem>
          <MenuItem value="status-country">Status, then country</MenuItem>
          <MenuItem value="none">No grouping</MenuItem>
          <MenuItem value="other" disabled>
            Other (from a column menu)
          </MenuItem>
        </TextField>
        <Box
          component="code"
          sx={{ fontSize: 13, color: 'text.secondary' }}
          data-testid="last-request"
        >
          {lastRequest}
        </Box>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
        />
      </Box>
    </Stack>
  );
}
