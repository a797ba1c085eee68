import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, getBakerySales } from './pivotingExplainedData';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [],
  values: [{ field: 'items', aggFunc: 'sum' }],
};

/** Rows and values: each shop's row carries the sum of its items. */
export default function PivotingStepValuesGrid() {
  const rows = React.useMemo(() => getBakerySales(), []);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={bakeryColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}

        disableRowSelectionOnClick
      />
    </Box>
  );
}
