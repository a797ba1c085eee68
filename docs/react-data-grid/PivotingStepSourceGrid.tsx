import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { bakeryColumns, getBakerySales } from './pivotingExplainedData';

/** The sales as recorded: one row per day, shop and product. Sort or filter them; nothing is summarized yet. */
export default function PivotingStepSourceGrid() {
  const rows = React.useMemo(() => getBakerySales(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={bakeryColumns}
        disablePivoting
        disableRowSelectionOnClick
      />
    </Box>
  );
}
