import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createParcels, parcelColumns } from './paginationData';

const rows = createParcels(60);

/** DataGridPro paginates only with the `pagination` prop, and can offer every row on one page ("All"). */
export default function PaginationProGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={parcelColumns}
        pagination
        pageSizeOptions={[10, 25, { value: -1, label: 'All' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Box>
  );
}
