import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  genre: string;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    genre: 'Science fiction',
  },
  { id: 2, title: 'Middlemarch', author: 'George Eliot', genre: 'Literary fiction' },
  {
    id: 3,
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    genre: 'Literary fiction',
  },
  {
    id: 4,
    title: 'Parable of the Sower',
    author: 'Octavia E. Butler',
    genre: 'Science fiction',
  },
  { id: 5, title: 'The Name of the Rose', author: 'Umberto Eco', genre: 'Mystery' },
  { id: 6, title: 'Rebecca', author: 'Daphne du Maurier', genre: 'Mystery' },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'genre', headerName: 'Genre', width: 150 },
];

// A search field that is always open, built from the grid's QuickFilter parts.
function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter expanded style={{ display: 'flex', gap: 8, width: '100%' }}>
        <QuickFilterControl
          aria-label="Search books"
          placeholder="Search title, author or genre"
          size="small"
          style={{ flex: 1 }}
        />
        <QuickFilterClear>Clear</QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

/** A custom toolbar slot holding only a search field. */
export default function QuickFilterCustomToolbarGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SearchToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
