import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const REGIONS = ['North', 'South', 'East'];
const PRODUCTS = ['Desk lamp', 'Office chair', 'Standing desk'];
const PRICES = [36, 129, 245];

const rows: Sale[] = Array.from({ length: 12 }, (_, index) => {
  const units = 3 + ((index * 7) % 12);
  return {
    id: index + 1,
    region: REGIONS[index % REGIONS.length],
    product: PRODUCTS[(index * 2) % PRODUCTS.length],
    units,
    revenue: units * PRICES[(index * 2) % PRODUCTS.length],
  };
});

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 130 },
];

/** Premium features at a glance: rows grouped by region, with units and revenue summed per group. */
export default function OverviewPremiumGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { units: 'sum', revenue: 'sum' } },
        }}
      />
    </Box>
  );
}
