import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
  placed: Date;
}

const customers = [
  'Acme Ltd',
  'Borealis',
  'Cobalt & Co',
  'Dunmore',
  'Elm Street Bakery',
];

// Stands in for a database table on a server.
const serverOrders: Order[] = Array.from({ length: 40 }, (_, index) => ({
  id: 1001 + index,
  customer: customers[(index * 3) % customers.length],
  total: Math.round(((index * 37) % 90) * 10.5 + 20),
  placed: new Date(2025, 0, 1 + ((index * 11) % 120)),
}));

// A fake request: the server sorts, the browser only receives the page it asked for.
function fetchOrders(sortModel: GridSortModel, pageSize: number): Promise<Order[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const sorted = [...serverOrders];
      const [item] = sortModel;
      if (item?.sort) {
        const sign = item.sort === 'asc' ? 1 : -1;
        const field = item.field as keyof Order;
        sorted.sort((a, b) =>
          a[field] > b[field] ? sign : a[field] < b[field] ? -sign : 0,
        );
      }
      resolve(sorted.slice(0, pageSize));
    }, 400);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 120 },
  { field: 'placed', headerName: 'Placed', type: 'date', width: 140 },
];

/** `sortingMode="server"`: a header click asks the (simulated) server for sorted rows. */
export default function ServerSortingGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'placed', sort: 'desc' },
  ]);
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrders(sortModel, 8).then((page) => {
      if (active) {
        setRows(page);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
        hideFooter
      />
    </Box>
  );
}
