import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Stock {
  id: string;
  company: string;
  price: number;
  changePct: number;
}

const rows: Stock[] = [
  { id: 'NRDL', company: 'Nordlys Energy', price: 84.2, changePct: 2.31 },
  { id: 'KAPA', company: 'Kapa Foods', price: 41.05, changePct: -0.84 },
  { id: 'VELO', company: 'Velo Mobility', price: 12.7, changePct: -4.12 },
  { id: 'ORBI', company: 'Orbis Telecom', price: 23.9, changePct: 0 },
  { id: 'SALT', company: 'Saltmarsh Pharma', price: 156.4, changePct: 5.6 },
  { id: 'HALD', company: 'Halden Steel', price: 67.15, changePct: 0.42 },
];

/** One class per direction; the sign in the text says it too, for readers who do not see colour. */
function changeClass(params: GridCellParams<Stock, number>) {
  if (params.value == null || params.value === 0) {
    return '';
  }
  return params.value > 0 ? 'change--up' : 'change--down';
}

const columns: GridColDef<Stock>[] = [
  { field: 'id', headerName: 'Ticker', width: 100 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  {
    field: 'changePct',
    headerName: 'Change',
    type: 'number',
    width: 120,
    cellClassName: changeClass,
    valueFormatter: (value: number) =>
      `${value > 0 ? '▲ +' : value < 0 ? '▼ ' : ''}${value.toFixed(2)} %`,
  },
];

/** cellClassName colours each "Change" cell by the sign of its value. */
export default function ColumnRecipesConditionalGrid() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .change--up': { color: 'success.dark', fontWeight: 600 },
        '& .change--down': { color: 'error.dark', fontWeight: 600 },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
