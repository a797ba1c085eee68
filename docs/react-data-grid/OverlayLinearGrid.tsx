import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { getParcels, parcelColumns } from './overlayShipments';

/** A refresh over rows already on screen: a thin bar with `variant: 'linear-progress'`. */
export default function OverlayLinearGrid() {
  const rows = React.useMemo(() => getParcels(), []);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={parcelColumns}
        loading
        slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
        hideFooter
      />
    </Box>
  );
}
