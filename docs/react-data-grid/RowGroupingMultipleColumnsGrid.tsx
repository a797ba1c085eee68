import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** Each grouping criterion gets its own grouping column with `rowGroupingColumnMode="multiple"`. */
export default function RowGroupingMultipleColumnsGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{ rowGrouping: { model: ['company', 'director'] } }}
        rowGroupingColumnMode="multiple"
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
