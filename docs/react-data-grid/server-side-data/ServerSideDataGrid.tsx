import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import {
  createOrders,
  filterRows,
  sortRows,
  wait,
  type Order,
} from './simulatedServer';

// The server's table: 500 orders that only `dataSource` below can read.
const database = createOrders(500);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    editable: true,
  },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function ServerSideDataGrid() {
  // Created once: a new data source object makes the grid fetch from scratch.
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ filterModel, sortModel, start, end }) => {
        await wait(700);
        const matching = sortRows(filterRows(database, filterModel), sortModel);
        return {
          rows: matching.slice(Number(start), end + 1),
          rowCount: matching.length,
        };
      },
      updateRow: async ({ updatedRow }) => {
        await wait(300);
        const index = database.findIndex((order) => order.id === updatedRow.id);
        // The server owns the derived total: recompute it and answer with the saved row.
        const saved: Order = {
          ...database[index],
          quantity: Number(updatedRow.quantity),
          total: Number(updatedRow.quantity) * database[index].unitPrice,
        };
        database[index] = saved;
        return saved;
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        pagination
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
      />
    </Box>
  );
}
