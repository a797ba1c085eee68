import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Quote {
  id: number;
  symbol: string;
  company: string;
  price: number;
  change: number;
}

const rows: Quote[] = [
  { id: 1, symbol: 'ASML', company: 'ASML Holding', price: 684.2, change: 1.8 },
  { id: 2, symbol: 'SAP', company: 'SAP SE', price: 231.55, change: -0.6 },
  { id: 3, symbol: 'NOVO B', company: 'Novo Nordisk', price: 512.1, change: -2.4 },
  { id: 4, symbol: 'MC', company: 'LVMH', price: 598.9, change: 0.9 },
  { id: 5, symbol: 'SIE', company: 'Siemens', price: 206.4, change: 0 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    headerClassName: 'quote-header--figures',
  },
  {
    field: 'change',
    headerName: 'Change (%)',
    type: 'number',
    width: 130,
    headerClassName: 'quote-header--figures',
    // A class per sign of the value; unchanged prices keep the default style.
    cellClassName: (params) => {
      const value = params.value as number;
      if (value > 0) return 'quote--up';
      if (value < 0) return 'quote--down';
      return '';
    },
  },
];

/** cellClassName and headerClassName on column definitions. */
export default function StyleColumnClassNameGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 330,
        width: '100%',
        '& .quote-header--figures': { backgroundColor: theme.palette.action.hover },
        '& .quote--up': { color: theme.palette.success.main, fontWeight: 600 },
        '& .quote--down': { color: theme.palette.error.main, fontWeight: 600 },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
