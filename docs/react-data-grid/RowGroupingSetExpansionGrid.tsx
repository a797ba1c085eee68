import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridRowNodeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** Buttons outside the grid open and close groups through the API object. */
export default function RowGroupingSetExpansionGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  const apiRef = useGridApiRef();

  const toggleFirstGroup = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // The first row of the sorted list is the first group.
    const [firstId] = api.getSortedRowIds();
    const node = gridRowNodeSelector(apiRef, firstId);
    if (node?.type === 'group') {
      api.setRowChildrenExpansion(firstId, !node.childrenExpanded);
    }
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
      <Stack direction="row" spacing={1} sx={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={toggleFirstGroup}>
          Toggle first group
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.expandAllRows()}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.collapseAllRows()}
        >
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={movieColumns}
          initialState={{ rowGrouping: { model: ['company'] } }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
