import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Parcel {
  id: number;
  tracking: string;
  city: string;
  weightKg: number;
}

const CITIES = [
  'Ghent',
  'Porto',
  'Turin',
  'Gdańsk',
  'Lyon',
  'Cork',
  'Brno',
  'Malmö',
];

const rows: Parcel[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  tracking: `PX-${String(100000 + index * 7919).slice(-6)}`,
  city: CITIES[(index * 5) % CITIES.length],
  weightKg: Math.round((0.4 + ((index * 37) % 240) / 10) * 10) / 10,
}));

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'No.', type: 'number', width: 80 },
  { field: 'tracking', headerName: 'Tracking', width: 140 },
  { field: 'city', headerName: 'Destination', flex: 1 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

/** Type a parcel number: the grid scrolls to it, selects it and focuses its first cell. */
export default function RowRecipesJumpToRowGrid() {
  const apiRef = useGridApiRef();
  const [query, setQuery] = React.useState('85');
  const [error, setError] = React.useState('');

  const jump = (event: React.FormEvent) => {
    event.preventDefault();
    const api = apiRef.current;
    const id = Number(query);
    if (!api || !Number.isInteger(id) || !api.getRow(id)) {
      setError('No parcel with this number.');
      return;
    }
    // The index among the rows as shown, after sorting and filtering; none when filtered out.
    const rowIndex = api.getRowIndexRelativeToVisibleRows(id) as number | undefined;
    if (rowIndex === undefined) {
      setError('This parcel is hidden by a filter.');
      return;
    }
    setError('');
    api.scrollToIndexes({ rowIndex, colIndex: 0 });
    api.setRowSelectionModel({ type: 'include', ids: new Set([id]) });
    api.setCellFocus(id, 'id');
  };

  return (
    <Box
      sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 1 }}
        onSubmit={jump}
      >
        <TextField
          size="small"
          label="Parcel number"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          error={error !== ''}
          helperText={error || ' '}
          sx={{ width: 180 }}
        />
        <Button
          type="submit"
          variant="outlined"
          sx={{ alignSelf: 'flex-start', mt: 0.25 }}
        >
          Go to row
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
