import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnsManagementProps,
} from '@mui/x-data-grid';

interface Vehicle {
  id: number;
  plate: string;
  model: string;
  depot: string;
  mileage: number;
  nextService: string;
  driver: string;
}

const rows: Vehicle[] = [
  {
    id: 1,
    plate: 'KL-204-XP',
    model: 'Ford Transit',
    depot: 'Leeds',
    mileage: 48210,
    nextService: '2025-07-02',
    driver: 'Sam Hughes',
  },
  {
    id: 2,
    plate: 'MN-771-QA',
    model: 'Renault Master',
    depot: 'York',
    mileage: 91544,
    nextService: '2025-06-18',
    driver: 'Priya Shah',
  },
  {
    id: 3,
    plate: 'BT-093-LR',
    model: 'Mercedes Sprinter',
    depot: 'Hull',
    mileage: 22780,
    nextService: '2025-09-30',
    driver: 'Owen Price',
  },
  {
    id: 4,
    plate: 'ZX-512-DE',
    model: 'Iveco Daily',
    depot: 'Leeds',
    mileage: 67302,
    nextService: '2025-08-11',
    driver: 'Mia Clarke',
  },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 110 },
  { field: 'model', headerName: 'Model', width: 160 },
  { field: 'depot', headerName: 'Depot', width: 100 },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 120 },
  { field: 'nextService', headerName: 'Next service', width: 120 },
  { field: 'driver', headerName: 'Driver', width: 130 },
];

// The plate identifies the vehicle: it stays out of the list, so it can never be hidden.
const columnsManagement: Partial<GridColumnsManagementProps> = {
  sort: 'asc',
  getTogglableColumns: (all) =>
    all.filter((column) => column.field !== 'plate').map((column) => column.field),
  searchPredicate: (column, search) =>
    (column.headerName ?? column.field)
      .toLowerCase()
      .startsWith(search.toLowerCase()),
};

/** Open Columns in the toolbar: the list is sorted, searched by header start, and the plate is not in it. */
export default function ComponentsColumnsPanelGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{ columnsManagement }}
      />
    </Box>
  );
}
