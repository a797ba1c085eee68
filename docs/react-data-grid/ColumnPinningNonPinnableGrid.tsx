import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { flightColumns, flights, type Flight } from './pinningData';

// Readers cannot pin or unpin these two from the menu; the page pins them itself.
const columns: GridColDef<Flight>[] = flightColumns.map((column) =>
  column.field === 'flight' || column.field === 'status'
    ? { ...column, pinnable: false }
    : column,
);

/** pinnable: false on "Flight" and "Status", which the page still pins through initialState. */
export default function ColumnPinningNonPinnableGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={flights}
        columns={columns}
        hideFooter
        initialState={{ pinnedColumns: { left: ['flight'], right: ['status'] } }}
      />
    </Box>
  );
}
