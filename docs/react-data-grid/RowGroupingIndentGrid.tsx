import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** A larger `--DataGrid-cellOffsetMultiplier` pushes each level of groups further to the right. */
export default function RowGroupingIndentGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{ rowGrouping: { model: ['company', 'director'] } }}
        defaultGroupingExpansionDepth={-1}
        sx={{ '--DataGrid-cellOffsetMultiplier': 5 }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
