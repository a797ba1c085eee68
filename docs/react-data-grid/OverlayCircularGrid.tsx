import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { getParcels, parcelColumns } from './overlayShipments';

/** A spinner over the rows with `variant: 'circular-progress'`. */
export default function OverlayCircularGrid() {
  const rows = React.useMemo(() => getParcels(), []);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={parcelColumns}
        loading
        slotProps={{ loadingOverlay: { variant: 'circular-progress' } }}
        hideFooter
      />
    </Box>
  );
}
