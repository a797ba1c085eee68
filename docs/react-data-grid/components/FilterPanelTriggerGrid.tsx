import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface Course {
  id: number;
  title: string;
  level: string;
  weeks: number;
  language: string;
}

const rows: Course[] = [
  {
    id: 1,
    title: 'Statistics for biologists',
    level: 'Beginner',
    weeks: 6,
    language: 'English',
  },
  {
    id: 2,
    title: 'Introduction à la cryptographie',
    level: 'Intermediate',
    weeks: 8,
    language: 'French',
  },
  {
    id: 3,
    title: 'Machine learning in practice',
    level: 'Advanced',
    weeks: 10,
    language: 'English',
  },
  {
    id: 4,
    title: 'Datenbanken kompakt',
    level: 'Beginner',
    weeks: 4,
    language: 'German',
  },
  {
    id: 5,
    title: 'Numerical methods',
    level: 'Advanced',
    weeks: 12,
    language: 'English',
  },
  {
    id: 6,
    title: 'Web accessibility basics',
    level: 'Beginner',
    weeks: 3,
    language: 'English',
  },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 220 },
  { field: 'level', headerName: 'Level', width: 120 },
  { field: 'weeks', headerName: 'Weeks', type: 'number', width: 90 },
  { field: 'language', headerName: 'Language', width: 110 },
];

function CoursesToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<FilterListIcon />}>
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

/** A filter panel trigger that shows how many filters are active. */
export default function FilterPanelTriggerGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'language', operator: 'equals', value: 'English' }],
            },
          },
        }}
        slots={{ toolbar: CoursesToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
