import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Course {
  id: number;
  title: string;
  level: string;
  hours: number;
  free: boolean;
}

const rows: Course[] = [
  { id: 1, title: 'Intro to SQL', level: 'Beginner', hours: 6, free: true },
  {
    id: 2,
    title: 'Window functions in depth',
    level: 'Advanced',
    hours: 4,
    free: false,
  },
  { id: 3, title: 'Data modelling basics', level: 'Beginner', hours: 8, free: true },
  {
    id: 4,
    title: 'Query plans and indexes',
    level: 'Intermediate',
    hours: 5,
    free: false,
  },
  {
    id: 5,
    title: 'Time-series with SQL',
    level: 'Intermediate',
    hours: 7,
    free: false,
  },
  {
    id: 6,
    title: 'Transactions and locking',
    level: 'Advanced',
    hours: 3,
    free: false,
  },
  {
    id: 7,
    title: 'Reporting with CTEs',
    level: 'Intermediate',
    hours: 4,
    free: true,
  },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 200 },
  {
    field: 'level',
    headerName: 'Level',
    type: 'singleSelect',
    valueOptions: ['Beginner', 'Intermediate', 'Advanced'],
    width: 150,
  },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
  { field: 'free', headerName: 'Free', type: 'boolean', width: 100 },
];

/** A row of filter inputs under the headers: type or pick a value to filter that column. */
export default function HeaderFiltersProGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters hideFooter />
    </Box>
  );
}
