import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Stop {
  id: number;
  driver: string;
  van: string;
  time: string;
  address: string;
  parcels: number;
}

// Ordered by driver, so each driver's stops are consecutive and merge.
const rows: Stop[] = [
  {
    id: 1,
    driver: 'Samira Haddad',
    van: 'VAN-07',
    time: '08:30',
    address: '12 Quay Street',
    parcels: 3,
  },
  {
    id: 2,
    driver: 'Samira Haddad',
    van: 'VAN-07',
    time: '09:05',
    address: '4 Mill Lane',
    parcels: 1,
  },
  {
    id: 3,
    driver: 'Samira Haddad',
    van: 'VAN-07',
    time: '09:40',
    address: '88 High Road',
    parcels: 6,
  },
  {
    id: 4,
    driver: 'Tom Okoro',
    van: 'VAN-02',
    time: '08:45',
    address: '3 Station Square',
    parcels: 2,
  },
  {
    id: 5,
    driver: 'Tom Okoro',
    van: 'VAN-02',
    time: '09:20',
    address: '27 Orchard Close',
    parcels: 4,
  },
  {
    id: 6,
    driver: 'Elin Strand',
    van: 'VAN-11',
    time: '08:15',
    address: '150 Harbour Way',
    parcels: 9,
  },
];

const columns: GridColDef<Stop>[] = [
  { field: 'driver', headerName: 'Driver', width: 150 },
  { field: 'van', headerName: 'Van', width: 100 },
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 180 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
];

/**
 * Delivery rounds: a merged cell carries aria-rowspan greater than 1, which the styles use to tint it and centre its
 * text in the whole span.
 */
export default function RowSpanningCustomGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
        sx={{
          [`& .${gridClasses.cell}[aria-rowspan]:not([aria-rowspan="1"])`]: {
            bgcolor: 'action.selected',
            fontWeight: 'fontWeightMedium',
            display: 'flex',
            alignItems: 'center',
          },
          // The hover tint of a row would colour only a slice of a merged cell: keep rows plain.
          [`& .${gridClasses.row}:hover`]: { bgcolor: 'transparent' },
        }}
      />
    </Box>
  );
}
