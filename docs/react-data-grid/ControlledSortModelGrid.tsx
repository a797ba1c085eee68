import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
  placed: Date;
  status: string;
}

const rows: Order[] = [
  {
    id: 1041,
    customer: 'Northwind Traders',
    total: 1280.5,
    placed: new Date(2025, 3, 2),
    status: 'Shipped',
  },
  {
    id: 1042,
    customer: 'Blue Harbor Café',
    total: 312.0,
    placed: new Date(2025, 3, 3),
    status: 'Pending',
  },
  {
    id: 1043,
    customer: 'Alder & Finch',
    total: 2045.75,
    placed: new Date(2025, 2, 28),
    status: 'Delivered',
  },
  {
    id: 1044,
    customer: 'Kestrel Labs',
    total: 89.9,
    placed: new Date(2025, 3, 5),
    status: 'Pending',
  },
  {
    id: 1045,
    customer: 'Quarry Street Books',
    total: 456.2,
    placed: new Date(2025, 2, 30),
    status: 'Shipped',
  },
  {
    id: 1046,
    customer: 'Orchard Foods',
    total: 1730.0,
    placed: new Date(2025, 3, 1),
    status: 'Delivered',
  },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'placed', headerName: 'Placed on', type: 'date', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
];

const newestFirst: GridSortModel = [{ field: 'placed', sort: 'desc' }];

/** The sort model lives in React state, so buttons outside the grid can change it. */
export default function ControlledSortModelGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(newestFirst);

  const description =
    sortModel.length === 0
      ? 'not sorted'
      : sortModel.map((item) => `${item.field} (${item.sort})`).join(', ');

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 36 }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel(newestFirst)}
        >
          Newest first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel([{ field: 'total', sort: 'desc' }])}
        >
          Largest total
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Sorted by: {description}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
