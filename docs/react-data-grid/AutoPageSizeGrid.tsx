import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  temperature: number;
  humidity: number;
}

const rows: Reading[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  sensor: `Greenhouse ${String.fromCharCode(65 + (index % 4))}-${Math.floor(index / 4) + 1}`,
  temperature: 18 + ((index * 7) % 90) / 10,
  humidity: 55 + ((index * 11) % 30),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 150 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

/** The page holds exactly as many rows as fit in the 300 px high grid: no vertical scroll bar. */
export default function AutoPageSizeGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} autoPageSize rowHeight={40} />
    </Box>
  );
}
