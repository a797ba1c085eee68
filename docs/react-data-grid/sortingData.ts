import type { GridColDef } from '@mui/x-data-grid';

/** The orders of a small online plant shop, shared by the sorting page's demos. */
export interface PlantOrder {
  id: number;
  customer: string;
  plant: string;
  size: 'S' | 'M' | 'L' | 'XL';
  quantity: number;
  total: number;
  placed: Date;
  status: 'Pending' | 'Shipped' | 'Delivered';
}

const CUSTOMERS = [
  'Nadia Haddad',
  'Oscar Lindqvist',
  'Mei Chen',
  'Diego Alvarez',
  'Fatou Diop',
  'Hana Novak',
];
const PLANTS = [
  'Monstera',
  'Fiddle-leaf fig',
  'Snake plant',
  'Pothos',
  'Olive tree',
  'Calathea',
  'Aloe vera',
];
const SIZES: PlantOrder['size'][] = ['M', 'S', 'XL', 'L'];
const STATUSES: PlantOrder['status'][] = ['Pending', 'Shipped', 'Delivered'];

/** Twelve orders from index arithmetic: the same rows on every visit and in the tests. */
export const plantOrders: PlantOrder[] = Array.from({ length: 12 }, (_, index) => {
  const quantity = 1 + ((index * 5) % 4);
  return {
    id: 1001 + index,
    customer: CUSTOMERS[(index * 5) % CUSTOMERS.length],
    plant: PLANTS[index % PLANTS.length],
    size: SIZES[(index * 3) % SIZES.length],
    quantity,
    total: quantity * (12 + ((index * 7) % 30)),
    placed: new Date(2025, 4, 1 + ((index * 11) % 28)),
    status: STATUSES[(index * 2) % STATUSES.length],
  };
});

export const plantOrderColumns: GridColDef<PlantOrder>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 130 },
  { field: 'size', headerName: 'Size', width: 80 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
  { field: 'placed', headerName: 'Placed', type: 'date', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
];
