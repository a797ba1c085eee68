import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

// Every group, and the root (the grid's footer), gets its count in a footer row instead of on the group row.
const getAggregationPosition = (_groupNode: GridGroupNode) => 'footer' as const;

/** Each studio ends with a footer row that counts its films with the `size` function. */
export default function RecipesChildCountFooterGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{
          rowGrouping: { model: ['company'] },
          aggregation: { model: { title: 'size' } },
          columns: { columnVisibilityModel: { company: false } },
        }}
        getAggregationPosition={getAggregationPosition}
        groupingColDef={{ hideDescendantCount: true }}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
