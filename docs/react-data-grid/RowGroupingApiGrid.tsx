import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

/** Grouping criteria added, removed and reordered through the API object. */
export default function RowGroupingApiGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>([]);

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
      <Stack direction="row" spacing={1} sx={{ height: 36, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.addRowGroupingCriteria('company')}
          disabled={model.includes('company')}
        >
          Group by company
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.addRowGroupingCriteria('director', 0)}
          disabled={model.includes('director')}
        >
          Group by director first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setRowGroupingCriteriaIndex(model[0], model.length - 1)
          }
          disabled={model.length < 2}
        >
          Swap levels
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setRowGroupingModel([])}
          disabled={model.length === 0}
        >
          Clear
        </Button>
        <Typography variant="caption" color="text.secondary">
          Model: [{model.map((field) => `'${field}'`).join(', ')}]
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={movieColumns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
