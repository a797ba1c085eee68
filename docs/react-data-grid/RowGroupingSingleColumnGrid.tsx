import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** Two grouping criteria share one grouping column (the default `rowGroupingColumnMode`). */
export default function RowGroupingSingleColumnGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{ rowGrouping: { model: ['company', 'director'] } }}
        rowGroupingColumnMode="single"
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
