import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns, type Movie } from './rowGroupingMovies';

/**
 * Drag a film by its handle into another studio: the grid writes the new studio into the row and passes it
 * to `processRowUpdate`, where an application would save it.
 */
export default function RowGroupingReorderGrid() {
  const rows = React.useMemo(() => getMovies().map((movie) => ({ ...movie })), []);
  const [lastMove, setLastMove] = React.useState('Drag a film into another studio.');

  const processRowUpdate = React.useCallback((newRow: Movie, oldRow: Movie) => {
    if (newRow.company !== oldRow.company) {
      setLastMove(`${newRow.title}: ${oldRow.company} → ${newRow.company}`);
    }
    return newRow;
  }, []);

  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="body2" sx={{ height: 24 }} aria-live="polite">
        {lastMove}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={movieColumns}
          initialState={{ rowGrouping: { model: ['company'] } }}
          rowReordering
          processRowUpdate={processRowUpdate}
          defaultGroupingExpansionDepth={-1}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
