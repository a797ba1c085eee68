import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** `disableRowGrouping`: the column menus have no grouping items and the model is ignored. */
export default function RowGroupingDisabledGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        disableRowGrouping
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
