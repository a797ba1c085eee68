import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** `leafField` fills the grouping column of the leaf rows with each film's title. */
export default function RowGroupingLeafFieldGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{
          rowGrouping: { model: ['company'] },
          columns: { columnVisibilityModel: { title: false } },
        }}
        groupingColDef={{ leafField: 'title', headerName: 'Studio / title' }}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
