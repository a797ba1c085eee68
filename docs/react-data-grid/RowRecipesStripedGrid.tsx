import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Station {
  id: number;
  station: string;
  line: string;
  dailyRiders: number;
}

const STATIONS = [
  'Central',
  'Harbour',
  'Museum',
  'University',
  'Old Town',
  'Riverside',
  'Market',
  'Stadium',
  'Airport',
  'Hospital',
  'Park Lane',
  'North Gate',
];
const LINES = ['Red', 'Blue', 'Green'];

// Index arithmetic instead of random numbers: the same rows on every load.
const rows: Station[] = STATIONS.map((station, index) => ({
  id: index + 1,
  station,
  line: LINES[index % LINES.length],
  dailyRiders: 4200 + ((index * 3779) % 21000),
}));

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150 },
  { field: 'line', headerName: 'Line', width: 100 },
  { field: 'dailyRiders', headerName: 'Riders per day', type: 'number', width: 150 },
];

/** getRowClassName marks every other row, counted on the page as shown. */
export default function RowRecipesStripedGrid() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .row--odd': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        getRowClassName={(params) =>
          params.indexRelativeToCurrentPage % 2 === 1 ? 'row--odd' : ''
        }
        hideFooter
      />
    </Box>
  );
}
