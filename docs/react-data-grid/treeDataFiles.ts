import type { GridColDef } from '@mui/x-data-grid-pro';

/** A small design agency's shared drive, shared by the tree data page's demos. */
export interface DriveItem {
  id: number;
  path: string[];
  owner: string;
  sizeKb: number;
  modified: Date;
}

const ITEMS: [string, string, number, string][] = [
  ['Clients', 'Ines', 0, '2025-03-02'],
  ['Clients/Alder Bakery', 'Ines', 0, '2025-03-02'],
  ['Clients/Alder Bakery/logo-final.svg', 'Ines', 84, '2025-02-11'],
  ['Clients/Alder Bakery/menu-spring.pdf', 'Marc', 2310, '2025-03-01'],
  ['Clients/Northwind Cycles', 'Marc', 0, '2025-01-20'],
  ['Clients/Northwind Cycles/catalogue-2025.indd', 'Marc', 48200, '2025-01-19'],
  ['Clients/Northwind Cycles/photos.zip', 'Yara', 512000, '2025-01-08'],
  ['Templates', 'Yara', 0, '2024-11-30'],
  ['Templates/invoice.docx', 'Yara', 36, '2024-11-30'],
  ['Templates/proposal.pptx', 'Ines', 5400, '2024-10-14'],
  ['README.md', 'Marc', 3, '2024-09-01'],
];

/** The drive's files and folders, built when a demo mounts. */
export function getDriveItems(): DriveItem[] {
  return ITEMS.map(([path, owner, sizeKb, modified], index) => ({
    id: index + 1,
    path: path.split('/'),
    owner,
    sizeKb,
    modified: new Date(`${modified}T09:00:00`),
  }));
}

export const getDrivePath = (row: DriveItem) => row.path;

export const driveColumns: GridColDef<DriveItem>[] = [
  { field: 'owner', headerName: 'Owner', width: 110 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) =>
      value === 0
        ? ''
        : value >= 1024
          ? `${(value / 1024).toFixed(1)} MB`
          : `${value} KB`,
  },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 120 },
];
