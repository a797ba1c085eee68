import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { parcelColumns, type Parcel } from './overlayShipments';

/** First load of an empty grid: `noRowsVariant: 'skeleton'` draws placeholder cells. */
export default function OverlaySkeletonGrid() {
  const rows = React.useMemo(() => [] as Parcel[], []);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={parcelColumns}
        loading
        slotProps={{
          loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
        }}
        hideFooter
      />
    </Box>
  );
}
