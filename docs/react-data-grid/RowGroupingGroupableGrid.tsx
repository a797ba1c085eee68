import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns, type Movie } from './rowGroupingMovies';

// Titles and amounts are unique per film: grouping by them would make one group per row.
const notGroupable = new Set(['title', 'gross', 'rating']);
const columns: GridColDef<Movie>[] = movieColumns.map((column) =>
  notGroupable.has(column.field) ? { ...column, groupable: false } : column,
);

/** Open the column menu of "Title" or "Box office": the grouping item is disabled there. */
export default function RowGroupingGroupableGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
