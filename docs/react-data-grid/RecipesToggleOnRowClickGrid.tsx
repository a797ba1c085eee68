import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridRowNodeSelector,
  useGridApiRef,
  type GridRowParams,
} from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** A click anywhere on a group row opens or closes it, not only on its toggle. */
export default function RecipesToggleOnRowClickGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  const apiRef = useGridApiRef();

  const handleRowClick = (params: GridRowParams) => {
    const node = gridRowNodeSelector(apiRef, params.id);
    if (node?.type === 'group') {
      apiRef.current?.setRowChildrenExpansion(params.id, !node.childrenExpanded);
    }
  };

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={movieColumns}
        initialState={{ rowGrouping: { model: ['company'] } }}
        onRowClick={handleRowClick}
        sx={{ '& .MuiDataGrid-row[aria-expanded]': { cursor: 'pointer' } }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
