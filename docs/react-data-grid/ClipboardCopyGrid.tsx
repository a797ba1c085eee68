import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  country: string;
  population: number;
  timeZone: string;
}

const rows: City[] = [
  {
    id: 1,
    city: 'Nairobi',
    country: 'Kenya',
    population: 4_397_000,
    timeZone: 'UTC+3',
  },
  {
    id: 2,
    city: 'Montevideo',
    country: 'Uruguay',
    population: 1_319_000,
    timeZone: 'UTC−3',
  },
  {
    id: 3,
    city: 'Kraków',
    country: 'Poland',
    population: 804_000,
    timeZone: 'UTC+1',
  },
  {
    id: 4,
    city: 'Da Nang',
    country: 'Vietnam',
    population: 1_220_000,
    timeZone: 'UTC+7',
  },
  {
    id: 5,
    city: 'Halifax',
    country: 'Canada',
    population: 440_000,
    timeZone: 'UTC−4',
  },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  { field: 'timeZone', headerName: 'Time zone', width: 110 },
];

/** Select rows (or focus a cell), press Ctrl+C or ⌘+C, then paste into the box below. */
export default function ClipboardCopyGrid() {
  return (
    <Box
      sx={{
        height: 480,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} checkboxSelection hideFooter />
      </Box>
      <TextField
        label="Paste here"
        multiline
        rows={4}
        fullWidth
        slotProps={{
          htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
        }}
      />
    </Box>
  );
}
