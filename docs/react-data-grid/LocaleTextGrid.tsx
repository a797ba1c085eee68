import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
}

const rows: Order[] = Array.from({ length: 1250 }, (_, index) => ({
  id: index + 1,
  customer: ['Atelier Nord', 'Bakery Sol', 'Café Odeon', 'Deli Verde'][index % 4],
  total: 20 + ((index * 37) % 400),
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 120 },
];

const numbers = new Intl.NumberFormat('en-GB');

// A few keys of the product's own wording; the others keep the English defaults.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Search orders…',
  noResultsOverlayLabel: 'No order matches',
  paginationRowsPerPage: 'Orders per page:',
  // The default writes raw numbers ("1–25 of 1250"); this one groups the thousands.
  paginationDisplayedRows: ({ from, to, count }) =>
    `${numbers.format(from)}–${numbers.format(to)} of ${count === -1 ? `more than ${numbers.format(to)}` : numbers.format(count)}`,
};

/** localeText overrides a handful of texts, and formats the pagination numbers. */
export default function LocaleTextGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        showToolbar
        pageSizeOptions={[25]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
    </Box>
  );
}
