import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** Group or ungroup from a column menu: the grouped column hides itself and comes back when ungrouped. */
export default function RowGroupingKeepHiddenGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['company'] } },
  });
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={movieColumns}
        initialState={initialState}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
