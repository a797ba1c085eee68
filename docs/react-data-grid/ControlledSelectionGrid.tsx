import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Recipient {
  id: string;
  name: string;
  email: string;
  subscribed: boolean;
}

const rows: Recipient[] = [
  {
    id: 'r1',
    name: 'Olivia Brandt',
    email: 'olivia@brandt.example',
    subscribed: true,
  },
  { id: 'r2', name: 'Mateo Ruiz', email: 'mateo@ruiz.example', subscribed: false },
  { id: 'r3', name: 'Aiko Tanaka', email: 'aiko@tanaka.example', subscribed: true },
  { id: 'r4', name: 'Samuel Osei', email: 'samuel@osei.example', subscribed: true },
  { id: 'r5', name: 'Freya Lund', email: 'freya@lund.example', subscribed: false },
  {
    id: 'r6',
    name: 'Karim Haddad',
    email: 'karim@haddad.example',
    subscribed: true,
  },
];

const columns: GridColDef<Recipient>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'subscribed', headerName: 'Subscribed', type: 'boolean', width: 120 },
];

const nameById = new Map(rows.map((row) => [row.id, row.name]));

const selectIds = (ids: GridRowId[]): GridRowSelectionModel => ({
  type: 'include',
  ids: new Set(ids),
});

/** The selection is React state: a button selects every subscriber, the list below reads it. */
export default function ControlledSelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(
    selectIds(['r3']),
  );

  // With the checkbox header's "select all", the grid may hand back an "exclude" model:
  // every row except the listed ids.
  const selectedNames = rows
    .filter((row) =>
      selection.type === 'include'
        ? selection.ids.has(row.id)
        : !selection.ids.has(row.id),
    )
    .map((row) => nameById.get(row.id));

  return (
    <Box
      sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setSelection(
              selectIds(rows.filter((row) => row.subscribed).map((row) => row.id)),
            )
          }
        >
          Select subscribers
        </Button>
        <Button size="small" onClick={() => setSelection(selectIds([]))}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, height: 40, overflow: 'auto' }}>
        Sending to: {selectedNames.length > 0 ? selectedNames.join(', ') : 'nobody'}
      </Typography>
    </Box>
  );
}
