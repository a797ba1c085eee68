import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

// Opens the Universal studio group and, at any depth, the groups of Steven Spielberg.
function isGroupExpandedByDefault(node: GridGroupNode) {
  return node.groupingKey === 'Universal' || node.groupingKey === 'Steven Spielberg';
}

export default function RowGroupingExpandedByDefaultGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{ rowGrouping: { model: ['company', 'director'] } }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
