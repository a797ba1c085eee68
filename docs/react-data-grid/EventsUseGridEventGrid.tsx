import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  minutes: number;
}

const rows: Recipe[] = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30 },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20 },
  { id: 3, dish: 'Pierogi', cuisine: 'Polish', minutes: 90 },
  { id: 4, dish: 'Feijoada', cuisine: 'Brazilian', minutes: 180 },
  { id: 5, dish: 'Okonomiyaki', cuisine: 'Japanese', minutes: 35 },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 140 },
  { field: 'cuisine', headerName: 'Cuisine', width: 130 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 110 },
];

/** A footer slot that listens to the grid it is rendered in. */
function LastClickedFooter() {
  const apiRef = useGridApiContext();
  const [clicks, setClicks] = React.useState(0);
  const [column, setColumn] = React.useState<string | null>(null);
  // Subscribed on mount, removed on unmount; the latest handler is always the one called.
  useGridEvent(apiRef, 'cellClick', (params) => {
    setClicks((count) => count + 1);
    setColumn(params.colDef.headerName ?? params.field);
  });
  return (
    <Box
      data-testid="last-clicked"
      sx={{ p: 1, borderTop: 1, borderColor: 'divider', fontSize: 14, height: 40 }}
    >
      {column
        ? `${clicks} cell clicks, the last one in the ${column} column.`
        : 'Click a cell.'}
    </Box>
  );
}

export default function EventsUseGridEventGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: LastClickedFooter }}
      />
    </Box>
  );
}
