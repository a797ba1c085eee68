import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, getBakerySales } from './pivotingExplainedData';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [],
  values: [],
};

/** Rows only: one group row per shop, with the shop's sales under it. */
export default function PivotingStepRowsGrid() {
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
