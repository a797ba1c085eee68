import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  minutes: number;
}

const rows: Recipe[] = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30 },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20 },
  { id: 3, dish: 'Risotto alla milanese', cuisine: 'Italian', minutes: 40 },
  { id: 4, dish: 'Pierogi ruskie', cuisine: 'Polish', minutes: 75 },
  { id: 5, dish: 'Chana masala', cuisine: 'Indian', minutes: 35 },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 180 },
  { field: 'cuisine', headerName: 'Cuisine', width: 130 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 120 },
];

/** Search for a dish that is not there to see the grid's "no results" overlay. */
export default function OverlayNoResultsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{ toolbar: { quickFilterProps: { debounceMs: 200 } } }}
        hideFooter
      />
    </Box>
  );
}
