import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** `hideDescendantCount` drops the number of films after each group's name. */
export default function RowGroupingHideCountGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{ rowGrouping: { model: ['company'] } }}
        groupingColDef={{ hideDescendantCount: true }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
