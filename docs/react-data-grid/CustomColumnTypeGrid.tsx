import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

interface Fund {
  id: number;
  name: string;
  nav: number;
  dayChange: number;
  ytdChange: number;
  expenseRatio: number;
}

const rows: Fund[] = [
  {
    id: 1,
    name: 'Global Equity Index',
    nav: 142.31,
    dayChange: 0.0042,
    ytdChange: 0.0871,
    expenseRatio: 0.0012,
  },
  {
    id: 2,
    name: 'Green Bond',
    nav: 98.77,
    dayChange: -0.0008,
    ytdChange: 0.0214,
    expenseRatio: 0.0025,
  },
  {
    id: 3,
    name: 'Emerging Markets',
    nav: 57.06,
    dayChange: -0.0131,
    ytdChange: -0.0342,
    expenseRatio: 0.0041,
  },
  {
    id: 4,
    name: 'Short-Term Treasury',
    nav: 101.02,
    dayChange: 0.0001,
    ytdChange: 0.0119,
    expenseRatio: 0.0005,
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const pct = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

// Two reusable column types: spread them into any column definition.
const usdColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => usd.format(value),
};

const changeColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => pct.format(value),
  cellClassName: (params) => {
    if (params.value == null || params.value === 0) return '';
    return params.value > 0 ? 'change-up' : 'change-down';
  },
};

const columns: GridColDef<Fund>[] = [
  { field: 'name', headerName: 'Fund', flex: 1, minWidth: 180 },
  { field: 'nav', headerName: 'NAV', ...usdColumn },
  { field: 'dayChange', headerName: '1 day', ...changeColumn },
  { field: 'ytdChange', headerName: 'YTD', ...changeColumn },
  // A type's defaults can be overridden per column.
  { field: 'expenseRatio', headerName: 'Fees', ...changeColumn, cellClassName: '' },
];

/** `usdColumn` and `changeColumn` bundle formatting, width and styling for reuse. */
export default function CustomColumnTypeGrid() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .change-up': { color: 'success.main' },
        '& .change-down': { color: 'error.main' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
