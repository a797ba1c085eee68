import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Train {
  id: number;
  departs: string;
  destination: string;
  platform: number;
  status: string;
}

const rows: Train[] = [
  {
    id: 1,
    departs: '08:02',
    destination: 'Utrecht Centraal',
    platform: 4,
    status: 'On time',
  },
  {
    id: 2,
    departs: '08:09',
    destination: 'Rotterdam Centraal',
    platform: 7,
    status: 'On time',
  },
  {
    id: 3,
    departs: '08:15',
    destination: 'Schiphol Airport',
    platform: 2,
    status: '+3 min',
  },
  {
    id: 4,
    departs: '08:21',
    destination: 'Den Haag Centraal',
    platform: 5,
    status: 'On time',
  },
  {
    id: 5,
    departs: '08:30',
    destination: 'Eindhoven Centraal',
    platform: 8,
    status: 'Cancelled',
  },
  {
    id: 6,
    departs: '08:37',
    destination: 'Haarlem',
    platform: 1,
    status: 'On time',
  },
  {
    id: 7,
    departs: '08:44',
    destination: 'Amersfoort Centraal',
    platform: 4,
    status: '+5 min',
  },
  {
    id: 8,
    departs: '08:52',
    destination: 'Leiden Centraal',
    platform: 2,
    status: 'On time',
  },
];

const columns: GridColDef<Train>[] = [
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 170 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
];

/** The parent is 280 px high: the grid fills it and scrolls the rows that do not fit. */
export default function LayoutFixedHeightGrid() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter rowHeight={40} />
    </Box>
  );
}
