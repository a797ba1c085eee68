import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridRowId } from '@mui/x-data-grid';
import { plantOrderColumns, plantOrders } from './sortingData';

/** Sorting from code: apiRef.sortColumn, setSortModel, and getSortedRowIds to read the result. */
export default function SortingApiGrid() {
  const apiRef = useGridApiRef();
  const [firstId, setFirstId] = React.useState<GridRowId | null>(null);

  // The grid announces each new order with the `sortedRowsSet` event; read the first row then.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('sortedRowsSet', () =>
        setFirstId(apiRef.current?.getSortedRowIds()[0] ?? null),
      ),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, height: 32, alignItems: 'center' }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('total', 'desc')}
        >
          Largest total
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('plant')}
        >
          Next sort of "Plant"
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setSortModel([])}
        >
          Clear sort
        </Button>
        <Typography variant="body2" role="status" data-testid="sorting-api-first">
          {firstId === null ? '' : `First row: order ${firstId}`}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={plantOrders}
          columns={plantOrderColumns}
          hideFooter
        />
      </Box>
    </Box>
  );
}
