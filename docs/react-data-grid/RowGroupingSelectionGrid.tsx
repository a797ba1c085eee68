import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** Check a studio to select its films; check every film of a studio and the studio is checked too. */
export default function RowGroupingSelectionGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{ rowGrouping: { model: ['company'] } }}
        checkboxSelection
        rowSelectionPropagation={{ parents: true, descendants: true }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
