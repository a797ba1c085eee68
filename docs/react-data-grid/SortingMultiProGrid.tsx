import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { plantOrderColumns, plantOrders } from './sortingData';

/** Sorting by several columns: Shift-click a second header to add it to the sort. */
export default function SortingMultiProGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={plantOrders}
        columns={plantOrderColumns}
        hideFooter
        initialState={{
          sorting: {
            sortModel: [
              { field: 'status', sort: 'asc' },
              { field: 'total', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
