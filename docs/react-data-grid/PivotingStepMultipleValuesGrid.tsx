import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, getBakerySales } from './pivotingExplainedData';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'product', sort: 'asc' }],
  values: [
    { field: 'items', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};

/** Two values under each product: items sold and revenue; open the pivot panel to change the model. */
export default function PivotingStepMultipleValuesGrid() {
  const rows = React.useMemo(() => getBakerySales(), []);
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={bakeryColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        disableRowSelectionOnClick
      />
    </Box>
  );
}
