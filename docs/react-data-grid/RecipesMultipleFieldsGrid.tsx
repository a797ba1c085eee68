import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns, type Movie } from './rowGroupingMovies';

// A column that exists only to group by: studio and director in one key, hidden from view.
const columns: GridColDef<Movie>[] = [
  ...movieColumns,
  {
    field: 'studioAndDirector',
    headerName: 'Studio and director',
    width: 200,
    valueGetter: (_value, row) => `${row.company} · ${row.director}`,
  },
];

/** One grouping level for two fields: each studio-and-director pair is a single group. */
export default function RecipesMultipleFieldsGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['studioAndDirector'] },
          columns: { columnVisibilityModel: { studioAndDirector: false } },
        }}
        groupingColDef={{ width: 300 }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
