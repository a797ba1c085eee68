import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { getParcels, parcelColumns } from './overlayShipments';

// Every column hidden: the grid has rows but nothing to show them with.
const allHidden = Object.fromEntries(
  parcelColumns.map((column) => [column.field, false]),
);

/** With every column hidden, the `noColumnsOverlay` slot shows; bring columns back from the toolbar's Columns panel. */
export default function OverlayNoColumnsGrid() {
  const rows = React.useMemo(() => getParcels(), []);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={parcelColumns}
        initialState={{ columns: { columnVisibilityModel: allHidden } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
