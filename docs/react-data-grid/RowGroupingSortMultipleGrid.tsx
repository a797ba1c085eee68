import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/**
 * With one grouping column per criterion, each sorts its own level: here studios ascending and, inside each
 * studio, directors descending. Grouping columns are named `__row_group_by_columns_group_<field>__`.
 */
export default function RowGroupingSortMultipleGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{
          rowGrouping: { model: ['company', 'director'] },
          sorting: {
            sortModel: [
              { field: '__row_group_by_columns_group_director__', sort: 'desc' },
            ],
          },
        }}
        rowGroupingColumnMode="multiple"
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
