import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Incident {
  id: number;
  reported: string;
  machine: string;
  notes: string;
}

const rows: Incident[] = [
  {
    id: 1,
    reported: '08:40',
    machine: 'Press 3',
    notes:
      'Hydraulic pressure dropped to 120 bar during the first run.\nSeal replaced, pressure back to 180 bar.',
  },
  {
    id: 2,
    reported: '10:15',
    machine: 'Conveyor B',
    notes: 'Belt drifting to the left. Tensioner adjusted by two turns.',
  },
  {
    id: 3,
    reported: '13:05',
    machine: 'Labeller',
    notes: 'Labels skewed on round bottles.',
  },
];

const columns: GridColDef<Incident>[] = [
  { field: 'reported', headerName: 'Reported', width: 100 },
  { field: 'machine', headerName: 'Machine', width: 130 },
  // The long text type edits in a text area: Shift+Enter adds a line, Enter commits.
  {
    field: 'notes',
    headerName: 'Notes',
    type: 'longText',
    flex: 1,
    minWidth: 260,
    editable: true,
  },
];

/** A maintenance log whose notes are edited over several lines. */
export default function EditRecipeMultilineGrid() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
