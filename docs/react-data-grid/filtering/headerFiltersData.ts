import type { GridColDef } from '@mui/x-data-grid-pro';

/** Listings of a second-hand bike shop, shared by the header filters page's new demos. */
export interface Bike {
  id: number;
  model: string;
  kind: 'Road' | 'Gravel' | 'City' | 'Mountain';
  sizeCm: number;
  price: number;
  electric: boolean;
}

export const bikes: Bike[] = [
  {
    id: 1,
    model: 'Veloce 2',
    kind: 'Road',
    sizeCm: 54,
    price: 890,
    electric: false,
  },
  {
    id: 2,
    model: 'Trailhead XT',
    kind: 'Mountain',
    sizeCm: 52,
    price: 1240,
    electric: false,
  },
  {
    id: 3,
    model: 'Stadtrad 7',
    kind: 'City',
    sizeCm: 50,
    price: 420,
    electric: false,
  },
  {
    id: 4,
    model: 'Gravelista',
    kind: 'Gravel',
    sizeCm: 56,
    price: 1150,
    electric: false,
  },
  {
    id: 5,
    model: 'Commuter E',
    kind: 'City',
    sizeCm: 53,
    price: 1890,
    electric: true,
  },
  {
    id: 6,
    model: 'Ridge E-MTB',
    kind: 'Mountain',
    sizeCm: 54,
    price: 2650,
    electric: true,
  },
  {
    id: 7,
    model: 'Sprint Aero',
    kind: 'Road',
    sizeCm: 58,
    price: 1480,
    electric: false,
  },
  {
    id: 8,
    model: 'Dust Runner',
    kind: 'Gravel',
    sizeCm: 52,
    price: 980,
    electric: false,
  },
];

export const bikeColumns: GridColDef<Bike>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 150 },
  {
    field: 'kind',
    headerName: 'Kind',
    type: 'singleSelect',
    valueOptions: ['Road', 'Gravel', 'City', 'Mountain'],
    width: 140,
  },
  { field: 'sizeCm', headerName: 'Frame (cm)', type: 'number', width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 120 },
  { field: 'electric', headerName: 'Electric', type: 'boolean', width: 110 },
];
