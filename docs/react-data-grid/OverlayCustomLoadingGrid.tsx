import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { getParcels, parcelColumns } from './overlayShipments';

/** A loading overlay of its own: a spinner with a sentence, announced to screen readers. */
function ParcelsLoadingOverlay() {
  return (
    <GridOverlay sx={{ bgcolor: 'background.paper', opacity: 0.9 }}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={20} />
        <Typography variant="body2">
          Asking the carriers where your parcels are…
        </Typography>
      </Box>
    </GridOverlay>
  );
}

export default function OverlayCustomLoadingGrid() {
  const rows = React.useMemo(() => getParcels(), []);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={parcelColumns}
        loading
        slots={{ loadingOverlay: ParcelsLoadingOverlay }}
        hideFooter
      />
    </Box>
  );
}
