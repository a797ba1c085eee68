import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Vehicle {
  id: number;
  plate: string;
  model: string;
  vin: string;
  mileageKm: number;
  lastService: Date;
}

const rows: Vehicle[] = [
  {
    id: 1,
    plate: 'KL-482-AB',
    model: 'Renault Kangoo',
    vin: 'VF1FW0ZBC45123456',
    mileageKm: 48210,
    lastService: new Date(2025, 2, 14),
  },
  {
    id: 2,
    plate: 'MP-119-CD',
    model: 'Ford Transit',
    vin: 'WF0XXXTTGXKY12345',
    mileageKm: 112940,
    lastService: new Date(2025, 0, 30),
  },
  {
    id: 3,
    plate: 'RS-774-EF',
    model: 'Nissan e-NV200',
    vin: 'VSKHAAME0U0612345',
    mileageKm: 23005,
    lastService: new Date(2025, 4, 2),
  },
  {
    id: 4,
    plate: 'TB-305-GH',
    model: 'Citroën Berlingo',
    vin: 'VR7ECYHZRKJ123456',
    mileageKm: 76480,
    lastService: new Date(2024, 10, 21),
  },
];

const columns: GridColDef<Vehicle>[] = [
  // Always shown: the plate identifies the vehicle.
  { field: 'plate', headerName: 'Plate', width: 120, hideable: false },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 150 },
  { field: 'vin', headerName: 'VIN', width: 190 },
  { field: 'mileageKm', headerName: 'Mileage (km)', type: 'number', width: 130 },
  { field: 'lastService', headerName: 'Last service', type: 'date', width: 130 },
];

/** "VIN" starts hidden; the toolbar's Columns panel shows it again. "Plate" cannot be hidden. */
export default function ColumnVisibilityInitialGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { vin: false } } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
