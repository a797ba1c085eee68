import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { cafeColumns, cafes } from './filteringData';

/** disableColumnFilter: no Filter item in the column menus and no Filters button in the toolbar. */
export default function FilterDisabledAllGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={cafes}
        columns={cafeColumns}
        showToolbar
        disableColumnFilter
        hideFooter
      />
    </Box>
  );
}
