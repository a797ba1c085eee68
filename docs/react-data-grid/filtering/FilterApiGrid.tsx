import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredRowCountSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { cafeColumns, cafes } from './filteringData';

/** Filtering from code: upsertFilterItem, setFilterModel and showFilterPanel, with the count of matching rows. */
export default function FilterApiGrid() {
  const apiRef = useGridApiRef();
  const [count, setCount] = React.useState(cafes.length);

  // The grid emits `filteredRowsSet` after each filtering pass: read the count of matching rows then.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('filteredRowsSet', () =>
        setCount(gridFilteredRowCountSelector(apiRef)),
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
          onClick={() =>
            apiRef.current?.upsertFilterItem({
              id: 1,
              field: 'rating',
              operator: '>=',
              value: 4.5,
            })
          }
        >
          Rated 4.5 or more
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setFilterModel({ items: [] })}
        >
          Clear
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.showFilterPanel('district')}
        >
          Filter by district…
        </Button>
        <Typography variant="body2" role="status" data-testid="filter-api-count">
          {count} of {cafes.length} cafés
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid apiRef={apiRef} rows={cafes} columns={cafeColumns} hideFooter />
      </Box>
    </Box>
  );
}
