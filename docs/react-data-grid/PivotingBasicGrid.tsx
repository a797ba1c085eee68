import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  product: string;
  quarter: string;
  region: string;
  units: number;
  revenue: number;
}

const products = ['Trail shoes', 'Rain jacket', 'Daypack'];
const quarters = ['Q1', 'Q2', 'Q3'];
const prices = [120, 180, 75];

// One row per product and quarter, for two regions: 18 rows from fixed arithmetic.
const rows: Sale[] = products.flatMap((product, p) =>
  quarters.flatMap((quarter, q) =>
    ['North', 'South'].map((region, r) => {
      const units = 40 + p * 15 + q * 10 + r * 5;
      return {
        id: p * 6 + q * 2 + r + 1,
        product,
        quarter,
        region,
        units,
        revenue: units * prices[p],
      };
    }),
  ),
);

const columns: GridColDef<Sale>[] = [
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null | undefined) =>
      value == null ? '' : `$${value.toLocaleString('en-US')}`,
  },
];

// Products down the side, one column per quarter, revenue summed in the cells.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'quarter' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

/** Sales pivoted: a row per product, a column per quarter. */
export default function PivotingBasicGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
