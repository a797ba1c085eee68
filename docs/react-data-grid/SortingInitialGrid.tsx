import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { plantOrderColumns, plantOrders } from './sortingData';

/** The grid starts sorted by date, newest first, and the reader can change the sort from there. */
export default function SortingInitialGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={plantOrders}
        columns={plantOrderColumns}
        hideFooter
        initialState={{
          sorting: { sortModel: [{ field: 'placed', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
