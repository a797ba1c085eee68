import type { GridColDef } from '@mui/x-data-grid-premium';

/** Orders of a small coffee roaster over 2025, shared by the pivoting page's demos. */
export interface CoffeeOrder {
  id: number;
  date: Date;
  region: 'North' | 'South' | 'West';
  product: string;
  channel: 'Web shop' | 'Cafés' | 'Grocers';
  bags: number;
  revenue: number;
}

const PRODUCTS: [string, number][] = [
  ['Ethiopia Guji', 14],
  ['Colombia Huila', 12],
  ['House espresso', 11],
  ['Decaf Sumatra', 13],
];
const REGIONS: CoffeeOrder['region'][] = ['North', 'South', 'West'];
const CHANNELS: CoffeeOrder['channel'][] = ['Web shop', 'Cafés', 'Grocers'];

let cache: CoffeeOrder[] | null = null;

/** 72 orders (six a month), built on first use from a fixed pattern. */
export function getCoffeeOrders(): CoffeeOrder[] {
  cache ??= Array.from({ length: 72 }, (_, index) => {
    const [product, price] = PRODUCTS[index % PRODUCTS.length];
    const bags = 4 + ((index * 7) % 23);
    return {
      id: index + 1,
      date: new Date(2025, Math.floor(index / 6), 2 + ((index * 5) % 26)),
      region: REGIONS[(index * 2) % REGIONS.length],
      product,
      channel: CHANNELS[Math.floor(index / 2) % CHANNELS.length],
      bags,
      revenue: bags * price,
    };
  });
  return cache;
}

const euros = (value: number | null | undefined) =>
  value == null ? '' : `€${value.toLocaleString('en-US')}`;

export const coffeeColumns: GridColDef<CoffeeOrder>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'bags', headerName: 'Bags', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: euros,
  },
];
