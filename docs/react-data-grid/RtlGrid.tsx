import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

interface Product {
  id: number;
  name: string;
  price: number;
}

const rows: Product[] = [
  { id: 1, name: 'قهوة عربية', price: 45 },
  { id: 2, name: 'تمر مجدول', price: 60 },
  { id: 3, name: 'زيت زيتون', price: 38 },
  { id: 4, name: 'زعتر', price: 12 },
];

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'الرقم', width: 90 },
  { field: 'name', headerName: 'المنتج', flex: 1 },
  { field: 'price', headerName: 'السعر', type: 'number', width: 120 },
];

/** Right-to-left: the theme's direction, dir="rtl" on a parent, and the Arabic locale texts. */
export default function RtlGrid() {
  const outerTheme = useTheme();
  // RTL direction and the grid's Arabic texts, keeping the page's light or dark mode.
  const rtlTheme = React.useMemo(
    () =>
      createTheme(
        { direction: 'rtl', palette: { mode: outerTheme.palette.mode } },
        arSD,
      ),
    [outerTheme.palette.mode],
  );

  return (
    <ThemeProvider theme={rtlTheme}>
      <Box dir="rtl" sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooterPagination
        />
      </Box>
    </ThemeProvider>
  );
}
