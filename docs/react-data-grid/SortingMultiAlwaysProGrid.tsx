import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { plantOrderColumns, plantOrders } from './sortingData';

/** multipleColumnsSortingMode="always": every header click adds its column to the sort, no modifier key needed. */
export default function SortingMultiAlwaysProGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={plantOrders}
        columns={plantOrderColumns}
        hideFooter
        multipleColumnsSortingMode="always"
      />
    </Box>
  );
}
