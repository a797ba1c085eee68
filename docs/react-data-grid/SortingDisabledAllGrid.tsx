import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { plantOrderColumns, plantOrders } from './sortingData';

/** disableColumnSorting: no header sorts, and the column menus have no sort entries. */
export default function SortingDisabledAllGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={plantOrders}
        columns={plantOrderColumns}
        hideFooter
        disableColumnSorting
      />
    </Box>
  );
}
