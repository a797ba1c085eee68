import * as React from 'react';
import Box from '@mui/material/Box';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Forecast {
  id: number;
  city: string;
  highC: number;
  rainMm: number;
  uvIndex: number;
}

const rows: Forecast[] = [
  { id: 1, city: 'Valletta', highC: 27, rainMm: 0, uvIndex: 8 },
  { id: 2, city: 'Bergen', highC: 14, rainMm: 11.4, uvIndex: 3 },
  { id: 3, city: 'Tbilisi', highC: 31, rainMm: 0.6, uvIndex: 9 },
  { id: 4, city: 'Galway', highC: 16, rainMm: 6.2, uvIndex: 4 },
];

const columns: GridColDef<Forecast>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  {
    field: 'highC',
    headerName: 'High (°C)',
    type: 'number',
    width: 130,
    // The icon carries no meaning of its own: the text says it all.
    renderHeader: () => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <ThermostatIcon fontSize="small" aria-hidden />
        <strong>High (°C)</strong>
      </Box>
    ),
  },
  {
    field: 'rainMm',
    headerName: 'Rain (mm)',
    type: 'number',
    width: 130,
    renderHeader: () => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <WaterDropIcon fontSize="small" color="primary" aria-hidden />
        <strong>Rain (mm)</strong>
      </Box>
    ),
  },
  {
    field: 'uvIndex',
    headerName: 'UV',
    type: 'number',
    width: 90,
    // Short header, long explanation: shown as a tooltip on hover.
    description:
      'UV index at midday: 3–5 moderate, 6–7 high, 8 and above very high.',
    headerClassName: 'uv-header',
    headerAlign: 'center',
    align: 'center',
  },
];

/** renderHeader adds icons; "UV" has a description tooltip, a header class and centred alignment. */
export default function ColumnHeaderGrid() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .uv-header': { bgcolor: 'warning.light', color: 'warning.contrastText' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
