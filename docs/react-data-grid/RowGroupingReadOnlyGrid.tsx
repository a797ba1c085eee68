import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns, type Movie } from './rowGroupingMovies';

// No column can be grouped from the UI, but the model set in code still applies.
const columns: GridColDef<Movie>[] = movieColumns.map((column) => ({
  ...column,
  groupable: false,
}));

/** A fixed grouping by studio that readers cannot remove or extend from the column menus. */
export default function RowGroupingReadOnlyGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['company'] } }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
