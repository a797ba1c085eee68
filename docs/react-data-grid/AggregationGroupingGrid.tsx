import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  store: string;
  region: string;
  category: string;
  revenue: number;
}

const rows: Sale[] = [
  {
    id: 1,
    store: 'Lyon Part-Dieu',
    region: 'Europe',
    category: 'Bikes',
    revenue: 18400,
  },
  {
    id: 2,
    store: 'Lyon Part-Dieu',
    region: 'Europe',
    category: 'Helmets',
    revenue: 2950,
  },
  {
    id: 3,
    store: 'Rotterdam Centraal',
    region: 'Europe',
    category: 'Bikes',
    revenue: 22100,
  },
  {
    id: 4,
    store: 'Rotterdam Centraal',
    region: 'Europe',
    category: 'Lights',
    revenue: 1380,
  },
  {
    id: 5,
    store: 'Portland Pearl',
    region: 'Americas',
    category: 'Bikes',
    revenue: 26750,
  },
  {
    id: 6,
    store: 'Portland Pearl',
    region: 'Americas',
    category: 'Helmets',
    revenue: 3620,
  },
  {
    id: 7,
    store: 'Montréal Plateau',
    region: 'Americas',
    category: 'Lights',
    revenue: 1940,
  },
  { id: 8, store: 'Osaka Umeda', region: 'Asia', category: 'Bikes', revenue: 19800 },
  { id: 9, store: 'Osaka Umeda', region: 'Asia', category: 'Locks', revenue: 2310 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 170 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null | undefined) =>
      value == null ? '' : `$${value.toLocaleString('en-US')}`,
  },
];

/**
 * Revenue is summed in the footer (all rows) and on every group row. Group by
 * "Region" or "Category" from the column menu to see the subtotals.
 */
export default function AggregationGroupingGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { revenue: 'sum' } } }}
        defaultGroupingExpansionDepth={-1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
