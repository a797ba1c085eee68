import type { GridColDef } from '@mui/x-data-grid';

/** Purchase orders of a small furniture workshop, shared by the export page's demos. */
export interface PurchaseOrder {
  id: number;
  order: string;
  customer: string;
  country: string;
  placed: Date;
  total: number;
  status: 'Open' | 'Shipped' | 'Cancelled';
}

const CUSTOMERS: [string, string][] = [
  ['Atelier Morel', 'France'],
  ['Brightwood Interiors', 'United Kingdom'],
  ['Casa Lúcia', 'Portugal'],
  ['Drift Café', 'Netherlands'],
  ['Eastside Library', 'United Kingdom'],
  ['Fjordhus Hotel', 'Norway'],
];
const STATUSES: PurchaseOrder['status'][] = [
  'Open',
  'Shipped',
  'Shipped',
  'Cancelled',
  'Open',
];

/** `count` orders (at most a few hundred in any demo), built when a demo mounts. */
export function getPurchaseOrders(count = 12): PurchaseOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const [customer, country] = CUSTOMERS[(index * 5) % CUSTOMERS.length];
    return {
      id: index + 1,
      order: `PO-${String(1040 + index)}`,
      customer,
      country,
      placed: new Date(2025, index % 12, 1 + ((index * 7) % 27)),
      total: 180 + ((index * 613) % 4200),
      status: STATUSES[index % STATUSES.length],
    };
  });
}

export const orderColumns: GridColDef<PurchaseOrder>[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'placed', headerName: 'Placed', type: 'date', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `€${value.toLocaleString('en-US')}`,
  },
  { field: 'status', headerName: 'Status', width: 110 },
];
