import type { GridColDef } from '@mui/x-data-grid';

/** Cafés of a city guide, shared by the filtering overview's new demos. */
export interface Cafe {
  id: number;
  name: string;
  district: string;
  rating: number;
  priceLevel: number;
  wifi: boolean;
}

export const cafes: Cafe[] = [
  {
    id: 1,
    name: 'Café Lumière',
    district: 'Old Town',
    rating: 4.6,
    priceLevel: 2,
    wifi: true,
  },
  {
    id: 2,
    name: 'Kaffeehaus Elbe',
    district: 'Harbour',
    rating: 4.1,
    priceLevel: 3,
    wifi: false,
  },
  {
    id: 3,
    name: 'Brew Lab',
    district: 'University',
    rating: 4.8,
    priceLevel: 2,
    wifi: true,
  },
  {
    id: 4,
    name: 'Café Zürich',
    district: 'Old Town',
    rating: 3.9,
    priceLevel: 3,
    wifi: true,
  },
  {
    id: 5,
    name: 'The Daily Grind',
    district: 'Station',
    rating: 4.3,
    priceLevel: 1,
    wifi: true,
  },
  {
    id: 6,
    name: 'Crème de la Crème',
    district: 'Harbour',
    rating: 4.5,
    priceLevel: 3,
    wifi: false,
  },
  {
    id: 7,
    name: 'Bean There',
    district: 'University',
    rating: 4.0,
    priceLevel: 1,
    wifi: true,
  },
  {
    id: 8,
    name: 'Cafe Nordlicht',
    district: 'Station',
    rating: 4.2,
    priceLevel: 2,
    wifi: false,
  },
];

export const cafeColumns: GridColDef<Cafe>[] = [
  { field: 'name', headerName: 'Café', flex: 1, minWidth: 160 },
  { field: 'district', headerName: 'District', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'priceLevel', headerName: 'Price (1–3)', type: 'number', width: 110 },
  { field: 'wifi', headerName: 'Wi-Fi', type: 'boolean', width: 90 },
];
