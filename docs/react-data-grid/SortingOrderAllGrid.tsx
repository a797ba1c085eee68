import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { plantOrderColumns, plantOrders } from './sortingData';

/** sortingOrder on the grid: every header starts descending and never returns to the unsorted state. */
export default function SortingOrderAllGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={plantOrders}
        columns={plantOrderColumns}
        hideFooter
        sortingOrder={['desc', 'asc']}
      />
    </Box>
  );
}
