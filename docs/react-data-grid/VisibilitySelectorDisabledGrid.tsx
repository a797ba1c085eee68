import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { readingColumns, readings } from './visibilityData';

/** disableColumnSelector: no Columns button in the toolbar, and no Hide column or Manage columns item in the menus. */
export default function VisibilitySelectorDisabledGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={readings}
        columns={readingColumns}
        showToolbar
        hideFooter
        disableColumnSelector
      />
    </Box>
  );
}
