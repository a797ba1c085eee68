import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { getMovies, type Movie } from './rowGroupingMovies';

/** Festival screening slots: each film is planned in a slot stored as an hour, grouped by part of day. */
interface Screening extends Movie {
  startHour: number;
}

const partOfDay = (hour: number) =>
  hour < 12 ? 'Morning' : hour < 18 ? 'Afternoon' : 'Evening';
const firstHourOf: Record<string, number> = {
  Morning: 10,
  Afternoon: 14,
  Evening: 20,
};

const columns: GridColDef<Screening>[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'director', headerName: 'Director', width: 160 },
  {
    field: 'startHour',
    headerName: 'Starts at',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value}:00`,
    groupingValueGetter: (value: number) => partOfDay(value),
    // Dropping a film into another part of day books the first slot of that part of day.
    groupingValueSetter: (groupingValue, row) => ({
      ...row,
      startHour: firstHourOf[String(groupingValue)] ?? row.startHour,
    }),
  },
];

export default function RowGroupingValueSetterGrid() {
  const rows = React.useMemo<Screening[]>(
    () =>
      getMovies()
        .slice(0, 9)
        .map((movie, index) => ({
          ...movie,
          startHour: [10, 14, 20][index % 3] + (index % 2),
        })),
    [],
  );
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['startHour'] } }}
        rowReordering
        defaultGroupingExpansionDepth={-1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
