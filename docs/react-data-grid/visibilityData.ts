import type { GridColDef } from '@mui/x-data-grid';

/** Weather stations with many measurements, shared by the column visibility page's new demos. */
export interface Reading {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
  windKmh: number;
  pressureHpa: number;
  rainMm: number;
  uvIndex: number;
}

const STATIONS = ['Bergen', 'Valletta', 'Tromsø', 'Seville', 'Galway', 'Split'];

/** Readings from index arithmetic, the same on every visit. */
export const readings: Reading[] = STATIONS.map((station, index) => ({
  id: index + 1,
  station,
  temperature: 4 + ((index * 7) % 26),
  humidity: 40 + ((index * 13) % 55),
  windKmh: 5 + ((index * 11) % 40),
  pressureHpa: 995 + ((index * 5) % 30),
  rainMm: (index * 3) % 12,
  uvIndex: (index * 2) % 9,
}));

export const readingColumns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', width: 130, hideable: false },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'windKmh', headerName: 'Wind (km/h)', type: 'number', width: 120 },
  { field: 'pressureHpa', headerName: 'Pressure (hPa)', type: 'number', width: 130 },
  { field: 'rainMm', headerName: 'Rain (mm)', type: 'number', width: 110 },
  { field: 'uvIndex', headerName: 'UV index', type: 'number', width: 100 },
];
