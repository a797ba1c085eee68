import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Seat {
  id: number;
  passenger: string;
  seat: string;
  meal: string;
}

const rows: Seat[] = [
  { id: 1, passenger: 'Ingrid Olsen', seat: '12A', meal: 'Vegetarian' },
  { id: 2, passenger: 'Rafael Souza', seat: '12B', meal: 'Standard' },
  { id: 3, passenger: 'Yuki Tanaka', seat: '14C', meal: 'Gluten-free' },
  { id: 4, passenger: 'Samir Haddad', seat: '15D', meal: 'Standard' },
];

const columns: GridColDef<Seat>[] = [
  { field: 'passenger', headerName: 'Passenger', flex: 1, minWidth: 160 },
  { field: 'seat', headerName: 'Seat', width: 90, editable: true },
  {
    field: 'meal',
    headerName: 'Meal',
    type: 'singleSelect',
    valueOptions: ['Standard', 'Vegetarian', 'Gluten-free', 'Kosher'],
    width: 150,
    editable: true,
  },
];

/** The simulated server: stores a batch of rows in one request, after 500 ms. */
function saveSeats(seats: Seat[]): Promise<number> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(seats.length), 500);
  });
}

/** Edits are kept in the grid and sent together with "Save"; "Discard" restores the rows. */
export default function EditRecipeBulkGrid() {
  const apiRef = useGridApiRef();
  // The row as it was before its first unsaved edit, by id.
  const [originals, setOriginals] = React.useState<Map<GridRowId, Seat>>(new Map());
  const [message, setMessage] = React.useState('No unsaved changes.');
  const [saving, setSaving] = React.useState(false);

  const processRowUpdate = React.useCallback((newRow: Seat, oldRow: Seat) => {
    setOriginals((map) =>
      map.has(oldRow.id) ? map : new Map(map).set(oldRow.id, oldRow),
    );
    return newRow;
  }, []);

  const discard = () => {
    // One row per call: the community grid refuses several rows in one updateRows.
    originals.forEach((row) => apiRef.current?.updateRows([row]));
    setOriginals(new Map());
    setMessage('Changes discarded.');
  };

  const save = async () => {
    const api = apiRef.current;
    if (!api) return;
    setSaving(true);
    const changed = [...originals.keys()]
      .map((id) => api.getRow<Seat>(id))
      .filter((row): row is Seat => row !== null);
    const count = await saveSeats(changed);
    setSaving(false);
    setOriginals(new Map());
    setMessage(`Saved ${count} ${count === 1 ? 'row' : 'rows'}.`);
  };

  const unsaved = originals.size;

  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        '& .unsaved': { bgcolor: 'warning.light', color: 'warning.contrastText' },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button variant="contained" disabled={!unsaved || saving} onClick={save}>
          Save
        </Button>
        <Button disabled={!unsaved || saving} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" role="status">
          {unsaved
            ? `${unsaved} unsaved ${unsaved === 1 ? 'row' : 'rows'}${saving ? ', saving…' : ''}`
            : message}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (originals.has(params.id) ? 'unsaved' : '')}
          hideFooter
        />
      </Box>
    </Box>
  );
}
