import type { GridColDef } from '@mui/x-data-grid';

/** Parcels of a delivery depot, shared by the pagination page's demos. */
export interface Parcel {
  id: number;
  tracking: string;
  city: string;
  weightKg: number;
  status: 'Sorted' | 'Out for delivery' | 'Delivered';
}

const CITIES = ['Porto', 'Gdańsk', 'Ghent', 'Malmö', 'Bilbao', 'Turin', 'Brno'];
const STATUSES: Parcel['status'][] = ['Sorted', 'Out for delivery', 'Delivered'];

/** Parcel `index` of the depot, from index arithmetic: the same parcel on every visit and in the tests. */
export function parcelAt(index: number): Parcel {
  return {
    id: index + 1,
    tracking: `PX-${String(70000 + index * 37)}`,
    city: CITIES[(index * 3) % CITIES.length],
    weightKg: 0.5 + ((index * 7) % 20) / 2,
    status: STATUSES[index % STATUSES.length],
  };
}

export function createParcels(count: number): Parcel[] {
  return Array.from({ length: count }, (_, index) => parcelAt(index));
}

export const parcelColumns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'tracking', headerName: 'Tracking', width: 120 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

/** A simulated server holding `total` parcels: one page after 400 ms. */
export function fetchParcelPage(
  total: number,
  page: number,
  pageSize: number,
): Promise<{ rows: Parcel[]; hasNextPage: boolean }> {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      const start = page * pageSize;
      const end = Math.min(total, start + pageSize);
      const rows = Array.from({ length: Math.max(0, end - start) }, (_, offset) =>
        parcelAt(start + offset),
      );
      resolve({ rows, hasNextPage: end < total });
    }, 400);
  });
}
