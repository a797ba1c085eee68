import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, getBakerySales } from './pivotingExplainedData';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'product', sort: 'asc' }],
  values: [{ field: 'items', aggFunc: 'sum' }],
};

/** Rows, columns and values: the items of each shop, split by product. */
export default function PivotingStepColumnsGrid() {
  const rows = React.useMemo(() => getBakerySales(), []);
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={bakeryColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}

        disableRowSelectionOnClick
      />
    </Box>
  );
}
