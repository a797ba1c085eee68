import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  PivotPanelTrigger,
  Toolbar,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  product: string;
  region: string;
  quarter: string;
  amount: number;
}

const products = ['Espresso machine', 'Grinder', 'Milk frother'];
const regions = ['Nordics', 'Benelux', 'Iberia'];
const quarters = ['Q1', 'Q2'];

// One order per product, region and quarter, with amounts from index arithmetic.
const rows: Order[] = products.flatMap((product, p) =>
  regions.flatMap((region, r) =>
    quarters.map((quarter, q) => ({
      id: p * 6 + r * 2 + q + 1,
      product,
      region,
      quarter,
      amount: 1200 + p * 450 + r * 170 + q * 90,
    })),
  ),
);

const columns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

// Products down the side, quarters across the top, summed amounts in the cells.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'quarter' }],
  values: [{ field: 'amount', aggFunc: 'sum' }],
};

function PivotToolbar() {
  return (
    <Toolbar>
      <PivotPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<PivotTableChartIcon />}
            color={state.active ? 'primary' : 'inherit'}
          >
            {state.active ? 'Pivot (on)' : 'Pivot'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

/** A pivot panel trigger whose label says whether pivoting is on. */
export default function PivotPanelTriggerPremiumGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ pivoting: { model: pivotModel } }}
        slots={{ toolbar: PivotToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
