import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

interface CoffeeSale {
  id: number;
  day: string;
  shop: string;
  drink: string;
  cups: number;
}

const rows: CoffeeSale[] = [
  { id: 1, day: 'Mon', shop: 'Harbour', drink: 'Latte', cups: 42 },
  { id: 2, day: 'Mon', shop: 'Harbour', drink: 'Espresso', cups: 18 },
  { id: 3, day: 'Mon', shop: 'Station', drink: 'Latte', cups: 35 },
  { id: 4, day: 'Tue', shop: 'Station', drink: 'Mocha', cups: 12 },
  { id: 5, day: 'Tue', shop: 'Harbour', drink: 'Latte', cups: 20 },
  { id: 6, day: 'Tue', shop: 'Station', drink: 'Espresso', cups: 25 },
];

const columns: GridColDef<CoffeeSale>[] = [
  { field: 'day', headerName: 'Day', width: 90 },
  { field: 'shop', headerName: 'Shop', width: 120 },
  { field: 'drink', headerName: 'Drink', width: 120 },
  { field: 'cups', headerName: 'Cups', type: 'number', width: 90 },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'drink', sort: 'asc' }],
  values: [{ field: 'cups', aggFunc: 'sum' }],
};

/** The same six rows, as recorded (top) and pivoted by shop and drink (bottom). */
export default function PivotingExplainedGrid() {
  return (
    <Box
      sx={{
        height: 560,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="subtitle2" sx={{ height: 22 }}>
        Source rows
      </Typography>
      <Box sx={{ height: 250 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          disablePivoting
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Typography variant="subtitle2" sx={{ height: 22 }}>
        Pivoted: a row per shop, a column per drink, cups summed
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{ pivoting: { model: pivotModel, enabled: true } }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
