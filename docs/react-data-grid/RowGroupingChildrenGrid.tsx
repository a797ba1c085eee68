import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridRowNodeSelector,
  useGridApiRef,
  type GridRowParams,
} from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** Click a studio's group row: `getRowGroupChildren` lists its films, sorted as the grid sorts them. */
export default function RowGroupingChildrenGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Click a group row.');

  const handleRowClick = (params: GridRowParams) => {
    const api = apiRef.current;
    const node = gridRowNodeSelector(apiRef, params.id);
    if (!api || node?.type !== 'group') {
      return;
    }
    const titles = api
      .getRowGroupChildren({
        groupId: params.id,
        applySorting: true,
        applyFiltering: true,
      })
      .map((id) => api.getRow(id)?.title);
    setSummary(`${String(node.groupingKey)}: ${titles.join(', ')}`);
  };

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
      <Typography variant="body2" noWrap sx={{ height: 24 }} aria-live="polite">
        {summary}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={movieColumns}
          initialState={{
            rowGrouping: { model: ['company'] },
            sorting: { sortModel: [{ field: 'gross', sort: 'desc' }] },
          }}
          onRowClick={handleRowClick}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
