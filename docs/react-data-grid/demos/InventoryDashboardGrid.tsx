import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  category: string;
  warehouse: string;
  inStock: number;
  reorderAt: number;
  unitCost: number;
}

type StockStatus = 'In stock' | 'Low' | 'Out of stock';

const CATALOGUE: [string, string, number][] = [
  ['Oak desk 140 cm', 'Desks', 189],
  ['Standing desk frame', 'Desks', 245],
  ['Mesh office chair', 'Seating', 129],
  ['Ergonomic stool', 'Seating', 74],
  ['Monitor arm, dual', 'Accessories', 58],
  ['Cable tray', 'Accessories', 12],
  ['Desk lamp LED', 'Lighting', 36],
  ['Floor lamp', 'Lighting', 64],
  ['Filing cabinet, 3 drawers', 'Storage', 142],
  ['Bookshelf 5 tiers', 'Storage', 98],
  ['Whiteboard 120 cm', 'Accessories', 55],
  ['Acoustic panel', 'Accessories', 41],
];
const WAREHOUSES = ['Lyon', 'Rotterdam', 'Leipzig'];

// Stock levels from the index, so the same products are low or out of stock on every visit.
const initialRows: Product[] = CATALOGUE.map(
  ([name, category, unitCost], index) => ({
    id: `SKU-${1040 + index * 3}`,
    name,
    category,
    warehouse: WAREHOUSES[index % WAREHOUSES.length],
    inStock: index % 5 === 3 ? 0 : (index * 17) % 60,
    reorderAt: 10 + (index % 3) * 5,
    unitCost,
  }),
);

function statusOf(product: Product): StockStatus {
  if (product.inStock === 0) return 'Out of stock';
  return product.inStock <= product.reorderAt ? 'Low' : 'In stock';
}

const STATUS_COLOR = {
  'In stock': 'success',
  Low: 'warning',
  'Out of stock': 'error',
} as const;

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Desks', 'Seating', 'Storage', 'Lighting', 'Accessories'],
    width: 120,
  },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 100,
    editable: true,
    preProcessEditCellProps: ({ props }) => ({
      ...props,
      error: !(Number(props.value) >= 0),
    }),
    // The input checks each keystroke at once instead of after its default 200 ms pause: Enter pressed
    // within that pause would find the check still running, and the cell would stay in edit mode.
    renderEditCell: (params: GridRenderEditCellParams<Product, number>) => (
      <GridEditInputCell {...params} debounceMs={0} />
    ),
  },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['In stock', 'Low', 'Out of stock'],
    width: 130,
    valueGetter: (_value, row) => statusOf(row),
    renderCell: ({ value }) =>
      value ? (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[value as StockStatus]}
          label={value}
        />
      ) : null,
  },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.inStock * row.unitCost,
    valueFormatter: (value: number) => euros.format(value),
  },
];

/** A stock dashboard: edit a quantity and the status, the value and the summary above follow. */
export default function InventoryDashboardGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const summary = React.useMemo(() => {
    const value = rows.reduce((total, row) => total + row.inStock * row.unitCost, 0);
    const toReorder = rows.filter((row) => statusOf(row) !== 'In stock').length;
    return { value, toReorder };
  }, [rows]);

  const processRowUpdate = React.useCallback((updated: Product) => {
    setRows((previous) =>
      previous.map((row) => (row.id === updated.id ? updated : row)),
    );
    return updated;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ mb: 1, height: 40, alignItems: 'center' }}
      >
        <Typography variant="body2" data-testid="inventory-value">
          Stock value: <strong>{euros.format(summary.value)}</strong>
        </Typography>
        <Typography variant="body2" data-testid="inventory-reorder">
          Products to reorder: <strong>{summary.toReorder}</strong>
        </Typography>
      </Stack>
      <Box sx={{ height: 500 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          processRowUpdate={processRowUpdate}
          initialState={{
            sorting: { sortModel: [{ field: 'inStock', sort: 'asc' }] },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
