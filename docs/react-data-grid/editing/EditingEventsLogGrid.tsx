import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEditMode } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  gate: string;
  delay: number;
}

const rows: Flight[] = [
  { id: 1, flight: 'LH 1123', gate: 'A12', delay: 0 },
  { id: 2, flight: 'AF 1741', gate: 'B03', delay: 15 },
  { id: 3, flight: 'KL 1856', gate: 'C21', delay: 5 },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 100, editable: true },
  {
    field: 'delay',
    headerName: 'Delay (min)',
    type: 'number',
    width: 120,
    editable: true,
  },
];

/** Logs the editing events and the call to processRowUpdate, in the order they happen. */
export default function EditingEventsLogGrid() {
  const [editMode, setEditMode] = React.useState<GridEditMode>('cell');
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((lines) => [...lines, line]);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', gap: 2 }}>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={editMode}
          onChange={(_event, mode: GridEditMode | null) => {
            if (mode) {
              setEditMode(mode);
              setLog([]);
            }
          }}
        >
          <ToggleButton value="cell">Cell editing</ToggleButton>
          <ToggleButton value="row">Row editing</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            editMode={editMode}
            onCellEditStart={(params) =>
              add(`cellEditStart: ${params.field} (${params.reason})`)
            }
            onCellEditStop={(params) =>
              add(`cellEditStop: ${params.field} (${params.reason})`)
            }
            onRowEditStart={(params) =>
              add(`rowEditStart: row ${params.id} (${params.reason})`)
            }
            onRowEditStop={(params) =>
              add(`rowEditStop: row ${params.id} (${params.reason})`)
            }
            processRowUpdate={(newRow: Flight) => {
              add(`processRowUpdate: row ${newRow.id}`);
              return newRow;
            }}
            hideFooter
          />
        </Box>
      </Stack>
      <Stack sx={{ width: 280, minHeight: 0 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="subtitle2">Events</Typography>
          <Button size="small" onClick={() => setLog([])}>
            Clear
          </Button>
        </Stack>
        <Box
          component="ol"
          aria-label="Editing events"
          sx={{
            flex: 1,
            overflow: 'auto',
            m: 0,
            pl: 3,
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {log.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Box>
      </Stack>
    </Box>
  );
}
