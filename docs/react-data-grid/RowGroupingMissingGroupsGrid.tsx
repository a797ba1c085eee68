import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** Grouped by composer: the films without one stay at the top level instead of forming a group. */
export default function RowGroupingMissingGroupsGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{ rowGrouping: { model: ['composer'] } }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
