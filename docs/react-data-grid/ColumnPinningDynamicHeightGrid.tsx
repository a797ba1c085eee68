import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { flightColumns, flights, type Flight } from './pinningData';

const NOTES = [
  'Passengers connecting to Lisbon: transfer desk at gate.',
  'Wheelchair assistance requested for two passengers.',
  'Catering loaded late; departure may slip by a few minutes if the crew change is not done by boarding.',
  'Unaccompanied minor on board.',
];

const rows = flights.map((flight, index) => ({
  ...flight,
  notes: NOTES[index % NOTES.length],
}));

// The notes are not a field of Flight: the column reads them from the rows built above.
const columns: GridColDef<Flight>[] = [
  ...flightColumns,
  {
    field: 'notes',
    headerName: 'Crew notes',
    width: 220,
    // Wrapping text makes rows grow; the pinned sections follow the height of each row.
    renderCell: ({ value }) => (
      <Box sx={{ whiteSpace: 'normal', py: 1, lineHeight: 1.4 }}>{value}</Box>
    ),
  },
];

/** Rows as tall as their notes (getRowHeight returns 'auto'), with "Crew notes" pinned right. */
export default function ColumnPinningDynamicHeightGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        getRowHeight={() => 'auto'}
        initialState={{ pinnedColumns: { left: ['flight'], right: ['notes'] } }}
      />
    </Box>
  );
}
