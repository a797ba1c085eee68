import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { cafeColumns, cafes } from './filteringData';

/** The search field starts filled with "harbour": only the cafés of the Harbour district are listed. */
export default function QuickFilterInitialGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={cafes}
        columns={cafeColumns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['harbour'] } },
        }}
        hideFooter
      />
    </Box>
  );
}
