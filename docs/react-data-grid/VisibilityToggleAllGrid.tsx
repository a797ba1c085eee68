import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { readingColumns, readings } from './visibilityData';

/** toggleAllMode: 'filteredOnly': search the panel, then Show/Hide all acts on the matching columns only. */
export default function VisibilityToggleAllGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={readings}
        columns={readingColumns}
        showToolbar
        hideFooter
        slotProps={{ columnsManagement: { toggleAllMode: 'filteredOnly' } }}
      />
    </Box>
  );
}
