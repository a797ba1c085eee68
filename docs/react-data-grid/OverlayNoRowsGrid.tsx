import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { parcelColumns, type Parcel } from './overlayShipments';

/** An empty `rows` array shows the `noRowsOverlay` slot. */
export default function OverlayNoRowsGrid() {
  const rows = React.useMemo(() => [] as Parcel[], []);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={parcelColumns}

        hideFooter
      />
    </Box>
  );
}
