import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { createParcels, parcelColumns } from './paginationData';

const rows = createParcels(60);

/** The grid opens on the third page (page 2, counted from zero) of ten parcels, then manages the model itself. */
export default function PaginationInitialGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={parcelColumns}
        pageSizeOptions={[10, 20]}
        initialState={{ pagination: { paginationModel: { page: 2, pageSize: 10 } } }}
      />
    </Box>
  );
}
