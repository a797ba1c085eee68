import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridGroupingColDefOverride,
  type GridGroupingColDefOverrideParams,
} from '@mui/x-data-grid-premium';
import { getMovies, movieColumns, type Movie } from './rowGroupingMovies';

const headers: Record<string, string> = { company: 'Studio', director: 'Filmmaker' };

/** Called once per grouping column: with `multiple` mode, `fields` holds the one field of that column. */
function groupingColDef(
  params: GridGroupingColDefOverrideParams,
): GridGroupingColDefOverride<Movie> {
  const field = params.fields[0];
  return { headerName: `${headers[field] ?? field} group`, width: 200 };
}

export default function RowGroupingColDefCallbackGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{ rowGrouping: { model: ['company', 'director'] } }}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
