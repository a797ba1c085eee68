import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** `groupingColDef` as an object: the same overrides apply to the grouping column whatever is grouped. */
export default function RowGroupingColDefObjectGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{ rowGrouping: { model: ['company'] } }}
        groupingColDef={{ headerName: 'Studio', width: 240 }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
