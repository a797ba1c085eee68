import type { GridColDef } from '@mui/x-data-grid';

/** Open-source packages, shared by the column dimensions page's new demos. */
export interface Package {
  id: number;
  name: string;
  description: string;
  license: string;
  stars: number;
}

export const packages: Package[] = [
  {
    id: 1,
    name: 'tidy-csv',
    description: 'Reads messy CSV files and reports every line it had to repair',
    license: 'MIT',
    stars: 1840,
  },
  {
    id: 2,
    name: 'quiet-log',
    description: 'A logger that stays silent until something goes wrong',
    license: 'Apache-2.0',
    stars: 920,
  },
  {
    id: 3,
    name: 'tz-lite',
    description: 'Time-zone offsets without the full database',
    license: 'MIT',
    stars: 3110,
  },
  {
    id: 4,
    name: 'pixel-diff',
    description: 'Compares two screenshots and draws what changed',
    license: 'BSD-3-Clause',
    stars: 575,
  },
  {
    id: 5,
    name: 'retry-kit',
    description: 'Retries with back-off, jitter and a budget',
    license: 'MIT',
    stars: 2260,
  },
];

export const packageColumns: GridColDef<Package>[] = [
  { field: 'name', headerName: 'Package' },
  { field: 'description', headerName: 'Description' },
  { field: 'license', headerName: 'License' },
  { field: 'stars', headerName: 'Stars', type: 'number' },
];
