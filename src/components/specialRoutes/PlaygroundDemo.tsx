import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { BarChart } from '@mui/x-charts/BarChart';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

export interface Order {
  id: number;
  date: Date;
  category: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

/** A small shop's catalogue: category → product → unit price. */
const CATALOGUE: Record<string, Record<string, number>> = {
  Furniture: { Desk: 240, Chair: 95, Shelf: 130 },
  Lighting: { 'Floor lamp': 80, 'Desk lamp': 35 },
  Textiles: { Rug: 160, Cushion: 22 },
};

const PRODUCTS = Object.entries(CATALOGUE).flatMap(([category, products]) =>
  Object.entries(products).map(([product, unitPrice]) => ({ category, product, unitPrice })),
);

/** Six months of orders, generated the same way on every visit so the page is predictable. */
const ORDERS: Order[] = Array.from({ length: 48 }, (_, index) => {
  const item = PRODUCTS[(index * 5) % PRODUCTS.length];
  return {
    id: index + 1,
    date: new Date(2025, Math.floor(index / 8), 1 + ((index * 11) % 27)),
    category: item.category,
    product: item.product,
    quantity: 1 + ((index * 7) % 6),
    unitPrice: item.unitPrice,
  };
});

const TREE_ITEMS = Object.entries(CATALOGUE).map(([category, products]) => ({
  id: category,
  label: category,
  children: Object.keys(products).map((product) => ({ id: `${category}/${product}`, label: product })),
}));

const COLUMNS: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total ($)',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
  },
];

/** Keeps the orders on or after `from` that belong to the chosen tree node (a category or one product). */
export function filterOrders(orders: readonly Order[], from: Dayjs | null, selected: string | null): Order[] {
  return orders.filter((order) => {
    if (from && from.isValid() && dayjs(order.date).isBefore(from, 'day')) return false;
    if (!selected) return true;
    return selected.includes('/')
      ? `${order.category}/${order.product}` === selected
      : order.category === selected;
  });
}

/** The playground's components, wired together: the tree and the date filter drive the grid and the chart. */
export default function PlaygroundDemo() {
  const [from, setFrom] = React.useState<Dayjs | null>(dayjs('2025-01-01'));
  const [selected, setSelected] = React.useState<string | null>(null);
  const [density, setDensity] = React.useState<GridDensity>('standard');
  const rows = React.useMemo(() => filterOrders(ORDERS, from, selected), [from, selected]);
  const unitsByProduct = React.useMemo(() => {
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(row.product, (totals.get(row.product) ?? 0) + row.quantity);
    return [...totals.entries()];
  }, [rows]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
        <DatePicker
          label="Orders from"
          value={from}
          onChange={setFrom}
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2025-06-30')}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={density}
          onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
          aria-label="Grid density"
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
        <Typography sx={{ color: 'text.secondary' }} data-testid="playground-count">
          {rows.length} of {ORDERS.length} orders
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <Typography variant="subtitle2" component="h2" sx={{ px: 1, pt: 0.5 }}>
            Catalogue
          </Typography>
          <RichTreeView
            items={TREE_ITEMS}
            selectedItems={selected}
            onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
            defaultExpandedItems={Object.keys(CATALOGUE)}
          />
        </Paper>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box sx={{ height: 420 }}>
            <DataGrid
              rows={rows}
              columns={COLUMNS}
              density={density}
              initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
              pageSizeOptions={[5, 10, 25]}
              aria-label="Orders"
            />
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h2">
              Units sold per product
            </Typography>
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: unitsByProduct.map(([product]) => product) }]}
              series={[{ data: unitsByProduct.map(([, units]) => units), label: 'Units' }]}
            />
          </Paper>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
