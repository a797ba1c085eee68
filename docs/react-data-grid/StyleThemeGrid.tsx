import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
// Adds MuiDataGrid to the theme's `components` type.
import type {} from '@mui/x-data-grid/themeAugmentation';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  departure: string;
  gate: string;
}

const rows: Flight[] = [
  {
    id: 1,
    flight: 'BA 392',
    destination: 'Brussels',
    departure: '07:15',
    gate: 'A12',
  },
  {
    id: 2,
    flight: 'KL 1008',
    destination: 'Amsterdam',
    departure: '07:40',
    gate: 'B3',
  },
  {
    id: 3,
    flight: 'LH 921',
    destination: 'Frankfurt',
    departure: '08:05',
    gate: 'A7',
  },
  {
    id: 4,
    flight: 'AF 1681',
    destination: 'Paris',
    departure: '08:30',
    gate: 'C21',
  },
  {
    id: 5,
    flight: 'IB 3171',
    destination: 'Madrid',
    departure: '09:10',
    gate: 'B9',
  },
  {
    id: 6,
    flight: 'SK 1502',
    destination: 'Copenhagen',
    departure: '09:45',
    gate: 'A2',
  },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 160 },
  { field: 'departure', headerName: 'Departs', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

/** Every grid inside this theme is compact and uses the same header and cell styles. */
export default function StyleThemeGrid() {
  const outer = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: { mode: outer.palette.mode },
        components: {
          MuiDataGrid: {
            defaultProps: { density: 'compact' },
            styleOverrides: {
              root: { fontSize: 13, borderWidth: 2 },
              columnHeader: { textTransform: 'uppercase', letterSpacing: '0.05em' },
              cell: { fontVariantNumeric: 'tabular-nums' },
            },
          },
        },
      }),
    [outer.palette.mode],
  );
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 280, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
