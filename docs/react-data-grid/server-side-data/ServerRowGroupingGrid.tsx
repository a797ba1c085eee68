import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
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

const database = createOrders(400);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function ServerRowGroupingGrid() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({
        groupKeys = [],
        groupFields = [],
        filterModel,
        sortModel,
      }) => {
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
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        initialState={{ rowGrouping: { model: ['category', 'country'] } }}
      />
    </Box>
  );
}
