import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  shelf: string;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    shelf: 'Fiction',
  },
  {
    id: 2,
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    year: 1958,
    shelf: 'Fiction',
  },
  {
    id: 3,
    title: 'The Structure of Scientific Revolutions',
    author: 'Thomas S. Kuhn',
    year: 1962,
    shelf: 'Science',
  },
  {
    id: 4,
    title: 'Silent Spring',
    author: 'Rachel Carson',
    year: 1962,
    shelf: 'Science',
  },
  {
    id: 5,
    title: 'Pedro Páramo',
    author: 'Juan Rulfo',
    year: 1955,
    shelf: 'Fiction',
  },
  {
    id: 6,
    title: 'A Brief History of Time',
    author: 'Stephen Hawking',
    year: 1988,
    shelf: 'Science',
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'shelf', headerName: 'Shelf', width: 100 },
];

function LibraryToolbar() {
  return (
    <Toolbar>
      {/* 1. An element: the trigger clones it and adds its own props (onClick, aria-*). */}
      <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
        <ViewColumnIcon fontSize="small" />
      </ColumnsPanelTrigger>

      {/* 2. A function: it receives the props to spread and the component's state. */}
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<FilterListIcon />}
            variant={state.open ? 'contained' : 'text'}
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />

      {/* 3. A className computed from the state: a class to style while a value is typed. */}
      <QuickFilter
        className={(state) =>
          state.value ? 'library-search--active' : 'library-search'
        }
        style={{ marginLeft: 'auto' }}
      >
        <QuickFilterControl placeholder="Search the catalogue" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

/** One toolbar, three ways to take over a component's rendering: an element, a function and a class name. */
export default function ComponentsUsageGrid() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        // The class the QuickFilter's className function returns while a value is typed.
        '& .library-search--active input': {
          fontWeight: 600,
          color: 'primary.main',
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: LibraryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
