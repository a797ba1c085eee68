import type { GridColDef } from '@mui/x-data-grid-premium';

/** A week of sales of a two-shop bakery, shared by the step-by-step demos of "Pivoting explained". */
interface BakerySale {
  id: number;
  day: string;
  shop: string;
  product: string;
  items: number;
  revenue: number;
}

const SALES: [string, string, string, number, number][] = [
  ['Mon', 'Old Town', 'Croissant', 64, 1.6],
  ['Mon', 'Old Town', 'Sourdough', 22, 5.5],
  ['Mon', 'Riverside', 'Croissant', 48, 1.6],
  ['Tue', 'Riverside', 'Cinnamon bun', 31, 2.9],
  ['Tue', 'Old Town', 'Croissant', 57, 1.6],
  ['Tue', 'Riverside', 'Sourdough', 18, 5.5],
  ['Wed', 'Old Town', 'Cinnamon bun', 40, 2.9],
  ['Wed', 'Riverside', 'Croissant', 52, 1.6],
];

/** Eight sales, built when a demo mounts. */
export function getBakerySales(): BakerySale[] {
  return SALES.map(([day, shop, product, items, price], index) => ({
    id: index + 1,
    day,
    shop,
    product,
    items,
    revenue: Math.round(items * price * 100) / 100,
  }));
}

export const bakeryColumns: GridColDef<BakerySale>[] = [
  { field: 'day', headerName: 'Day', width: 80 },
  { field: 'shop', headerName: 'Shop', width: 120 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `€${value.toFixed(2)}`,
  },
];
