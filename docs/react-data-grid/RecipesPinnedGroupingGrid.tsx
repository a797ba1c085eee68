import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
} from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** The grouping column is pinned left: scroll sideways and the studios stay in view. */
export default function RecipesPinnedGroupingGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: 560, maxWidth: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{
          rowGrouping: { model: ['company'] },
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
