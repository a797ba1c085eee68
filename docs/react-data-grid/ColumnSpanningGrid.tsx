import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Slot {
  id: number;
  time: string;
  room1: string;
  room2: string;
  room3: string;
}

// A keynote fills every room: its row spans the three room columns.
const rows: Slot[] = [
  { id: 1, time: '09:00', room1: 'Opening keynote', room2: '', room3: '' },
  {
    id: 2,
    time: '10:00',
    room1: 'Typed APIs',
    room2: 'Design systems',
    room3: 'Observability',
  },
  {
    id: 3,
    time: '11:00',
    room1: 'Edge rendering',
    room2: 'Accessible forms',
    room3: 'Postgres tips',
  },
  { id: 4, time: '12:00', room1: 'Lunch', room2: '', room3: '' },
  {
    id: 5,
    time: '13:30',
    room1: 'Testing UIs',
    room2: 'Colour in UI',
    room3: 'Queues 101',
  },
];

const fullWidth = (row: Slot) => row.room2 === '' && row.room3 === '';

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  {
    field: 'room1',
    headerName: 'Room 1',
    width: 170,
    colSpan: (_value, row) => (fullWidth(row) ? 3 : undefined),
    cellClassName: (params) => (fullWidth(params.row) ? 'plenary' : ''),
  },
  { field: 'room2', headerName: 'Room 2', width: 170 },
  { field: 'room3', headerName: 'Room 3', width: 170 },
];

/** colSpan: the keynote and lunch rows span all three rooms. */
export default function ColumnSpanningGrid() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .plenary': {
          justifyContent: 'center',
          fontWeight: 600,
          bgcolor: 'action.hover',
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        disableColumnSorting
        hideFooter
      />
    </Box>
  );
}
