import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getParcels, parcelColumns } from './overlayShipments';

/** Pivot mode with an empty pivot model: open the pivot panel from the toolbar and add fields. */
export default function OverlayEmptyPivotGrid() {
  const rows = React.useMemo(() => getParcels(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={parcelColumns}
        initialState={{ pivoting: { enabled: true } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
