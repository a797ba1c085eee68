import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
} from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** A filter on the single grouping column applies to the top-level criterion, the studio. */
export default function RowGroupingFilterSingleGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{
          rowGrouping: { model: ['company', 'director'] },
          filter: {
            filterModel: {
              items: [
                {
                  field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
                  operator: 'contains',
                  value: 'Warner',
                },
              ],
            },
          },
        }}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
