import type { GridColDef } from '@mui/x-data-grid';

/** Parcels of a small courier, shared by the overlays page's demos. */
export interface Parcel {
  id: number;
  tracking: string;
  destination: string;
  carrier: string;
  weightKg: number;
  status: 'In transit' | 'Delivered' | 'Held at customs';
}

const DESTINATIONS = ['Lisbon', 'Oslo', 'Kraków', 'Toulouse', 'Ghent', 'Bologna'];
const CARRIERS = ['PostNord', 'DHL', 'GLS', 'Colissimo'];
const STATUSES: Parcel['status'][] = [
  'In transit',
  'Delivered',
  'Delivered',
  'Held at customs',
];

/** Eight parcels, built when a demo mounts. */
export function getParcels(): Parcel[] {
  return Array.from({ length: 8 }, (_, index) => ({
    id: index + 1,
    tracking: `CX${String(48120 + index * 37)}`,
    destination: DESTINATIONS[index % DESTINATIONS.length],
    carrier: CARRIERS[(index * 3) % CARRIERS.length],
    weightKg: Math.round((0.4 + ((index * 1.7) % 9)) * 10) / 10,
    status: STATUSES[index % STATUSES.length],
  }));
}

export const parcelColumns: GridColDef<Parcel>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 150 },
];
