import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid-pro/themeAugmentation';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Quote {
  id: number;
  symbol: string;
  name: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const rows: Quote[] = [
  {
    id: 1,
    symbol: 'ASML',
    name: 'ASML Holding',
    open: 612.4,
    high: 624.9,
    low: 608.1,
    close: 621.3,
    volume: 1.2,
  },
  {
    id: 2,
    symbol: 'SAP',
    name: 'SAP',
    open: 231.8,
    high: 235.2,
    low: 230.4,
    close: 234.6,
    volume: 2.1,
  },
  {
    id: 3,
    symbol: 'MC',
    name: 'LVMH',
    open: 598.0,
    high: 603.5,
    low: 590.2,
    close: 592.7,
    volume: 0.8,
  },
  {
    id: 4,
    symbol: 'NOVO B',
    name: 'Novo Nordisk',
    open: 482.3,
    high: 489.9,
    low: 479.0,
    close: 488.1,
    volume: 3.4,
  },
];

const columns: GridColDef<Quote>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'name', headerName: 'Company', width: 170 },
  { field: 'open', headerName: 'Open', type: 'number', width: 110 },
  { field: 'high', headerName: 'High', type: 'number', width: 110 },
  { field: 'low', headerName: 'Low', type: 'number', width: 110 },
  { field: 'close', headerName: 'Close', type: 'number', width: 110 },
  { field: 'volume', headerName: 'Volume (M)', type: 'number', width: 120 },
];

/** The grid's own palette entries: the container, the header row and the pinned columns each get a background. */
export default function StylePalettePinnedProGrid() {
  const outer = useTheme();
  // Derived from the page's theme, so the mode (light or dark) is kept.
  const theme = React.useMemo(
    () =>
      createTheme(outer, {
        palette: {
          DataGrid: {
            bg: outer.palette.mode === 'dark' ? '#16212b' : '#f7fafc',
            headerBg: outer.palette.mode === 'dark' ? '#1f3040' : '#e3eef7',
            pinnedBg: outer.palette.mode === 'dark' ? '#24384a' : '#edf3f8',
          },
        },
      }),
    [outer],
  );
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          initialState={{ pinnedColumns: { left: ['symbol'], right: ['close'] } }}
          hideFooter
        />
      </Box>
    </ThemeProvider>
  );
}
