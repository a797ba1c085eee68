import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { readingColumns, readings } from './visibilityData';

/** The Columns button of the toolbar opens the panel: tick and untick columns, search them, or show all. */
export default function VisibilityPanelGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={readings}
        columns={readingColumns}
        showToolbar
        hideFooter
        initialState={{
          columns: { columnVisibilityModel: { pressureHpa: false, uvIndex: false } },
        }}
      />
    </Box>
  );
}
