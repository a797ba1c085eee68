import type { GridColDef } from '@mui/x-data-grid-premium';

/** Line items of a small chain of bicycle shops, shared by the aggregation page's demos. */
export interface SaleLine {
  id: number;
  product: string;
  category: 'Bikes' | 'Helmets' | 'Lights' | 'Locks';
  store: string;
  region: 'Europe' | 'Americas';
  quantity: number;
  unitPrice: number;
  soldOn: Date;
  giftWrapped: boolean;
}

const PRODUCTS: [string, SaleLine['category'], number][] = [
  ['City commuter 7-speed', 'Bikes', 649],
  ['Gravel bike GRX', 'Bikes', 1490],
  ['Kids balance bike', 'Bikes', 129],
  ['Urban helmet MIPS', 'Helmets', 89],
  ['Road helmet Aero', 'Helmets', 179],
  ['USB rear light', 'Lights', 24],
  ['800-lumen front light', 'Lights', 59],
  ['U-lock with cable', 'Locks', 45],
];
const STORES: [string, SaleLine['region']][] = [
  ['Lyon Part-Dieu', 'Europe'],
  ['Rotterdam Centraal', 'Europe'],
  ['Portland Pearl', 'Americas'],
];

let cache: SaleLine[] | null = null;

/** 24 lines (8 products × 3 stores), built on first use; quantities and dates follow a fixed pattern. */
export function getSaleLines(): SaleLine[] {
  cache ??= STORES.flatMap(([store, region], storeIndex) =>
    PRODUCTS.map(([product, category, unitPrice], productIndex) => {
      const index = storeIndex * PRODUCTS.length + productIndex;
      return {
        id: index + 1,
        product,
        category,
        store,
        region,
        quantity: ((index * 7) % 11) + 1,
        unitPrice,
        soldOn: new Date(2025, 2, 1 + ((index * 5) % 28)),
        giftWrapped: index % 3 === 0,
      };
    }),
  );
  return cache;
}

const usd = (value: number | null | undefined) =>
  value == null
    ? ''
    : `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

export const saleColumns: GridColDef<SaleLine>[] = [
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'store', headerName: 'Store', width: 170 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: usd,
  },
  { field: 'soldOn', headerName: 'Sold on', type: 'date', width: 120 },
  { field: 'giftWrapped', headerName: 'Gift wrap', type: 'boolean', width: 100 },
];

export { usd };
