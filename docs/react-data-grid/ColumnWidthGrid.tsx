import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Repo {
  id: number;
  name: string;
  description: string;
  stars: number;
  language: string;
}

const rows: Repo[] = [
  {
    id: 1,
    name: 'tidewater',
    description: 'Streaming ETL for tide-gauge sensors',
    stars: 1840,
    language: 'Rust',
  },
  {
    id: 2,
    name: 'quill-md',
    description: 'A Markdown editor that stays out of the way',
    stars: 9210,
    language: 'TypeScript',
  },
  {
    id: 3,
    name: 'lattice',
    description: 'Constraint solver for timetables',
    stars: 612,
    language: 'Go',
  },
  {
    id: 4,
    name: 'heron',
    description: 'Tiny HTTP router with typed params',
    stars: 3377,
    language: 'TypeScript',
  },
];

const columns: GridColDef<Repo>[] = [
  // Fixed width in pixels.
  { field: 'name', headerName: 'width: 130', width: 130 },
  // Takes twice the share of free space that "language" takes, but never less than 200 px.
  {
    field: 'description',
    headerName: 'flex: 2, minWidth: 200',
    flex: 2,
    minWidth: 200,
  },
  // Grows with the grid, capped at 160 px.
  {
    field: 'language',
    headerName: 'flex: 1, maxWidth: 160',
    flex: 1,
    maxWidth: 160,
  },
  { field: 'stars', headerName: 'width: 110', type: 'number', width: 110 },
];

/** Fixed and fluid columns side by side: resize the window to see the flex columns follow. */
export default function ColumnWidthGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
