import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/**
 * Grouping with the rest of Premium: a toolbar with the quick filter, totals on each group row and in the
 * footer, grouped columns hidden while grouped, and checkbox selection that follows the groups.
 */
export default function RowGroupingFullGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['company', 'director'] },
      aggregation: { model: { gross: 'sum', rating: 'avg' } },
      sorting: { sortModel: [{ field: 'gross', sort: 'desc' }] },
    },
  });
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={movieColumns}
        initialState={initialState}
        showToolbar
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
