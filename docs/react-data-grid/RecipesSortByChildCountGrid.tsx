import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridComparatorFn,
} from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

const childCount: GridComparatorFn = (value1, value2, params1, params2) => {
  const count1 =
    params1.rowNode.type === 'group' ? params1.rowNode.children.length : 0;
  const count2 =
    params2.rowNode.type === 'group' ? params2.rowNode.children.length : 0;
  // Groups of the same size, and leaves, fall back to their names.
  return count1 - count2 || String(value1 ?? '').localeCompare(String(value2 ?? ''));
};

/** Studios ordered by how many films they have, largest first; click the header to reverse. */
export default function RecipesSortByChildCountGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{
          rowGrouping: { model: ['company'] },
          sorting: {
            sortModel: [
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' },
            ],
          },
        }}
        groupingColDef={{ sortComparator: childCount }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
