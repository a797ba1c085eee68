import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { createParcels, parcelColumns } from './paginationData';

const rows = createParcels(60);

/** The community grid paginates with no props at all: 60 parcels, the footer moves between pages. */
export default function PaginationCommunityGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={parcelColumns} />
    </Box>
  );
}
