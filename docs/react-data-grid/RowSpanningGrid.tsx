import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Session {
  id: number;
  day: string;
  room: string;
  time: string;
  talk: string;
  speaker: string;
}

// Rows are already ordered by day and room, so equal values sit next to each other.
const rows: Session[] = [
  {
    id: 1,
    day: 'Tuesday',
    room: 'Main hall',
    time: '09:00',
    talk: 'Opening keynote',
    speaker: 'Adaeze Nwosu',
  },
  {
    id: 2,
    day: 'Tuesday',
    room: 'Main hall',
    time: '10:00',
    talk: 'Typing React state machines',
    speaker: 'Jonas Berg',
  },
  {
    id: 3,
    day: 'Tuesday',
    room: 'Workshop A',
    time: '10:30',
    talk: 'Accessible data tables',
    speaker: 'Lina Haddad',
  },
  {
    id: 4,
    day: 'Tuesday',
    room: 'Workshop A',
    time: '11:30',
    talk: 'Charts that tell the truth',
    speaker: 'Marco Rossi',
  },
  {
    id: 5,
    day: 'Wednesday',
    room: 'Main hall',
    time: '09:00',
    talk: 'Server components in practice',
    speaker: 'Yuki Sato',
  },
  {
    id: 6,
    day: 'Wednesday',
    room: 'Main hall',
    time: '10:00',
    talk: 'Design tokens at scale',
    speaker: 'Chloé Martin',
  },
  {
    id: 7,
    day: 'Wednesday',
    room: 'Main hall',
    time: '11:30',
    talk: 'Closing panel',
    speaker: 'Various',
  },
];

const columns: GridColDef<Session>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  { field: 'room', headerName: 'Room', width: 130 },
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 220 },
  { field: 'speaker', headerName: 'Speaker', width: 150 },
];

/** A conference schedule: repeated days and rooms merge into one tall cell. */
export default function RowSpanningGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
