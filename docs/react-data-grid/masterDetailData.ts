import type { GridColDef } from '@mui/x-data-grid-pro';

/** Purchase orders of a bakery supplier, shared by the master-detail page's demos. */
export interface OrderLine {
  product: string;
  quantity: number;
  unitPrice: number;
}

export interface PurchaseOrder {
  id: number;
  customer: string;
  email: string;
  city: string;
  placed: Date;
  lines: OrderLine[];
}

const CUSTOMERS: [string, string, string][] = [
  ['Crumb & Co', 'orders@crumb.example', 'Lyon'],
  ['Rye Society', 'hello@ryesociety.example', 'Ghent'],
  ['Oven Door', 'kitchen@ovendoor.example', 'Porto'],
  ['Sourdough Lab', 'lab@sourdough.example', 'Bristol'],
  ['Petit Four', 'info@petitfour.example', 'Turin'],
  ['Bagel Bros', 'bros@bagel.example', 'Kraków'],
];
const PRODUCTS: [string, number][] = [
  ['Bread flour, 25 kg', 23],
  ['Rye flour, 10 kg', 17.5],
  ['Butter, 5 kg', 38],
  ['Fresh yeast, 1 kg', 4.8],
  ['Sesame seeds, 2 kg', 12.4],
];

/** Orders from index arithmetic: one to four lines each, the same on every visit. */
export const purchaseOrders: PurchaseOrder[] = CUSTOMERS.map(
  ([customer, email, city], index) => ({
    id: 7001 + index,
    customer,
    email,
    city,
    placed: new Date(2025, 2, 3 + index * 4),
    lines: Array.from({ length: 1 + (index % 4) }, (_, line) => {
      const [product, unitPrice] = PRODUCTS[(index + line * 2) % PRODUCTS.length];
      return { product, unitPrice, quantity: 1 + (((index + line) * 3) % 7) };
    }),
  }),
);

export function orderTotal(order: PurchaseOrder): number {
  return order.lines.reduce(
    (total, line) => total + line.quantity * line.unitPrice,
    0,
  );
}

export const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
});

export const purchaseOrderColumns: GridColDef<PurchaseOrder>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'placed', headerName: 'Placed', type: 'date', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => euros.format(value),
  },
];
