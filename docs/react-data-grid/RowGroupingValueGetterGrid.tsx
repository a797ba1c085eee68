import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns, type Movie } from './rowGroupingMovies';

// Cells keep showing the year; only the grouping key is the decade.
const columns: GridColDef<Movie>[] = movieColumns.map((column) =>
  column.field === 'year'
    ? {
        ...column,
        groupingValueGetter: (value: number) => `${Math.floor(value / 10) * 10}s`,
      }
    : column,
);

/** Films grouped by decade, derived from the release year with `groupingValueGetter`. */
export default function RowGroupingValueGetterGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['year'] },
          sorting: {
            sortModel: [{ field: '__row_group_by_columns_group__', sort: 'desc' }],
          },
        }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
