import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { screeningColumns, screenings } from './columnMenuData';

/** The Premium menu: pinning (Pro), then aggregation and grouping items next to the community ones. */
export default function ColumnMenuPremiumGrid() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGridPremium rows={screenings} columns={screeningColumns} hideFooter />
    </Box>
  );
}
