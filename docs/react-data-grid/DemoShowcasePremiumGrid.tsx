import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DataGridPremium,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';

type Status = 'Open' | 'In progress' | 'Shipped' | 'Cancelled';

interface Order {
  id: number;
  customer: string;
  email: string;
  country: string;
  product: string;
  status: Status;
  quantity: number;
  unitPrice: number;
  placed: Date;
  updated: Date;
  paid: boolean;
  rating: number;
  fulfilment: number;
}

const FIRST = [
  'Amara',
  'Jonas',
  'Hana',
  'Luis',
  'Noor',
  'Emil',
  'Sofia',
  'Kwame',
  'Ines',
  'Ravi',
];
const LAST = [
  'Okafor',
  'Berg',
  'Sato',
  'Moreno',
  'Haddad',
  'Lind',
  'Rossi',
  'Mensah',
  'Costa',
  'Iyer',
];
const COUNTRIES = [
  'France',
  'Ghana',
  'India',
  'Japan',
  'Mexico',
  'Norway',
  'Portugal',
];
const PRODUCTS = [
  'Standing desk',
  'Desk lamp',
  'Office chair',
  'Monitor arm',
  'Keyboard',
  'Headset',
  'Webcam',
];
const STATUSES: Status[] = ['Open', 'In progress', 'Shipped', 'Cancelled'];
const ROW_COUNT = 5000;

/** A small seeded generator (mulberry32): the same rows on every load. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function createOrders(): Order[] {
  const random = createRandom(2024);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const start = Date.UTC(2024, 0, 1);
  const day = 24 * 60 * 60 * 1000;
  return Array.from({ length: ROW_COUNT }, (_, index) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const placed = new Date(start + Math.floor(random() * 540) * day);
    return {
      id: index + 1,
      customer: `${first} ${last}`,
      email: `${first}.${last}${index % 97}@example.com`.toLowerCase(),
      country: pick(COUNTRIES),
      product: pick(PRODUCTS),
      status: pick(STATUSES),
      quantity: 1 + Math.floor(random() * 12),
      unitPrice: Math.round(20 + random() * 780) + 0.99,
      placed,
      updated: new Date(placed.getTime() + Math.floor(random() * 20 * 24) * 3600000),
      paid: random() > 0.25,
      rating: Math.round(random() * 5),
      fulfilment: Math.round(random() * 100),
    };
  });
}

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

const STATUS_COLOR: Record<Status, 'default' | 'info' | 'success' | 'error'> = {
  Open: 'default',
  'In progress': 'info',
  Shipped: 'success',
  Cancelled: 'error',
};

/** Orders of an office-furniture shop: 5,000 generated rows and most column types. */
export default function DemoShowcasePremiumGrid() {
  const [rows, setRows] = React.useState(createOrders);

  const deleteRow = React.useCallback((id: GridRowId) => {
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  // Edits go back into the state, so deleting a row later keeps the other rows' edits.
  const processRowUpdate = React.useCallback((updated: Order) => {
    setRows((current) =>
      current.map((row) => (row.id === updated.id ? updated : row)),
    );
    return updated;
  }, []);

  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      {
        field: 'id',
        headerName: 'Order',
        type: 'number',
        width: 80,
        valueFormatter: (value: number) => `#${value}`,
      },
      { field: 'customer', headerName: 'Customer', width: 150, editable: true },
      { field: 'email', headerName: 'Email', width: 220 },
      {
        field: 'country',
        headerName: 'Country',
        type: 'singleSelect',
        valueOptions: COUNTRIES,
        width: 120,
        editable: true,
      },
      { field: 'product', headerName: 'Product', width: 140 },
      {
        field: 'status',
        headerName: 'Status',
        type: 'singleSelect',
        valueOptions: STATUSES,
        width: 130,
        editable: true,
        renderCell: (params: GridRenderCellParams<Order, Status>) =>
          params.value ? (
            <Chip
              size="small"
              label={params.value}
              color={STATUS_COLOR[params.value]}
            />
          ) : null,
      },
      {
        field: 'quantity',
        headerName: 'Qty',
        type: 'number',
        width: 80,
        editable: true,
      },
      {
        field: 'unitPrice',
        headerName: 'Unit price',
        type: 'number',
        width: 110,
        valueFormatter: (value: number) => currency.format(value),
      },
      {
        field: 'total',
        headerName: 'Total',
        type: 'number',
        width: 120,
        valueGetter: (_value, row) => row.quantity * row.unitPrice,
        valueFormatter: (value: number) => currency.format(value),
      },
      { field: 'placed', headerName: 'Placed', type: 'date', width: 120 },
      { field: 'updated', headerName: 'Last update', type: 'dateTime', width: 180 },
      {
        field: 'paid',
        headerName: 'Paid',
        type: 'boolean',
        width: 80,
        editable: true,
      },
      {
        field: 'rating',
        headerName: 'Rating',
        type: 'number',
        width: 140,
        renderCell: (params: GridRenderCellParams<Order, number>) => (
          <Rating value={params.value ?? 0} readOnly size="small" />
        ),
      },
      {
        field: 'fulfilment',
        headerName: 'Fulfilment',
        type: 'number',
        width: 130,
        renderCell: (params: GridRenderCellParams<Order, number>) => (
          <Box sx={{ width: '100%' }} aria-label={`${params.value}% fulfilled`}>
            <LinearProgress variant="determinate" value={params.value ?? 0} />
          </Box>
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete order"
            onClick={() => deleteRow(params.id)}
          />,
        ],
      },
    ],
    [deleteRow],
  );

  return (
    <Box sx={{ height: 600, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        label="Orders"
        showToolbar
        checkboxSelection
        disableRowSelectionOnClick
        processRowUpdate={processRowUpdate}
        initialState={{
          pinnedColumns: { left: ['id', 'customer'], right: ['actions'] },
          sorting: { sortModel: [{ field: 'placed', sort: 'desc' }] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
      />
    </Box>
  );
}
