import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  createOrders,
  filterRows,
  groupLevel,
  sortRows,
  wait,
  type Order,
} from './simulatedServer';

let database: Order[] | undefined;

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
];

/** Open a few groups, then reload: the switch decides whether they stay open. */
export default function ServerRowGroupingKeepExpandedGrid() {
  const apiRef = useGridApiRef();
  const [keepChildrenExpanded, setKeepChildrenExpanded] = React.useState(true);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({
        groupKeys = [],
        groupFields = [],
        filterModel,
        sortModel,
      }) => {
        await wait(300);
        database ??= createOrders(300);
        const matching = sortRows(filterRows(database, filterModel), sortModel);
        // Group ids are built from the path of keys, so they are the same in every answer.
        const rows = groupLevel(matching, groupFields, groupKeys);
        return { rows, rowCount: rows.length };
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childCount,
    }),
    [],
  );

  const reload = () => {
    apiRef.current?.dataSource.fetchRows(undefined, {
      skipCache: true,
      keepChildrenExpanded,
    });
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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 40 }}>
        <Button size="small" variant="contained" onClick={reload}>
          Reload the groups
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={keepChildrenExpanded}
              onChange={(event) => setKeepChildrenExpanded(event.target.checked)}
            />
          }
          label="keepChildrenExpanded"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['category', 'status'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
