import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
  rating: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
    rating: 4.1,
  },
  {
    id: 2,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    year: 1979,
    pages: 288,
    rating: 4.3,
  },
  {
    id: 3,
    title: 'Solaris',
    author: 'Stanisław Lem',
    year: 1961,
    pages: 204,
    rating: 3.9,
  },
  {
    id: 4,
    title: 'Neuromancer',
    author: 'William Gibson',
    year: 1984,
    pages: 271,
    rating: 3.9,
  },
  {
    id: 5,
    title: 'Hyperion',
    author: 'Dan Simmons',
    year: 1989,
    pages: 482,
    rating: 4.3,
  },
  {
    id: 6,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    year: 1974,
    pages: 387,
    rating: 4.2,
  },
  {
    id: 7,
    title: 'Roadside Picnic',
    author: 'Arkady and Boris Strugatsky',
    year: 1972,
    pages: 209,
    rating: 4.1,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 160 },
  {
    field: 'year',
    headerName: 'Published',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

/** Sorting with no configuration at all: each header click cycles ascending, descending, unsorted. */
export default function BasicSortingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
