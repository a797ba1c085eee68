import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridFilteredRowCountSelector,
  gridRowCountSelector,
  gridSortModelSelector,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  delay: number;
}

const destinations = [
  'Reykjavík',
  'Marrakesh',
  'Helsinki',
  'Dublin',
  'Naples',
  'Porto',
];

const rows: Flight[] = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  flight: `XF ${String(210 + index * 7)}`,
  destination: destinations[(index * 5) % destinations.length],
  gate: `${'ABC'[index % 3]}${1 + ((index * 3) % 12)}`,
  delay: (index * 13) % 45,
}));

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 110 },
];

/** A toolbar that re-renders whenever one of the selected values changes. */
function StatusToolbar() {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridFilteredRowCountSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const order =
    sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'unsorted';

  return (
    <Toolbar>
      <Stack direction="row" spacing={1} sx={{ flex: 1 }} data-testid="grid-status">
        <Chip size="small" label={`${shown} of ${total} flights`} />
        <Chip size="small" variant="outlined" label={order} />
      </Stack>
      <QuickFilter>
        <QuickFilterControl placeholder="Search flights" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function StateUseGridSelectorGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: StatusToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
