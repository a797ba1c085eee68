import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Departure {
  id: number;
  time: string;
  destination: string;
  platform: number;
  status: string;
}

const rows: Departure[] = [
  {
    id: 1,
    time: '09:12',
    destination: 'Lyon Part-Dieu',
    platform: 4,
    status: 'On time',
  },
  {
    id: 2,
    time: '09:20',
    destination: 'Marseille Saint-Charles',
    platform: 7,
    status: 'Delayed 5 min',
  },
  {
    id: 3,
    time: '09:34',
    destination: 'Lille Europe',
    platform: 2,
    status: 'On time',
  },
  {
    id: 4,
    time: '09:41',
    destination: 'Bordeaux Saint-Jean',
    platform: 11,
    status: 'Boarding',
  },
  {
    id: 5,
    time: '09:55',
    destination: 'Strasbourg',
    platform: 9,
    status: 'On time',
  },
  { id: 6, time: '10:03', destination: 'Nantes', platform: 5, status: 'Cancelled' },
];

const columns: GridColDef<Departure>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 200 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 140 },
];

/** A departures board: one line of text per row, so every row can be 32 px tall and the header 40 px. */
export default function RowHeightStaticGrid() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowHeight={32}
        columnHeaderHeight={40}
        hideFooter
      />
    </Box>
  );
}
