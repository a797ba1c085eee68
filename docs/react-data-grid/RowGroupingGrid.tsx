import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Album {
  id: number;
  title: string;
  artist: string;
  genre: string;
  year: number;
  tracks: number;
}

const rows: Album[] = [
  {
    id: 1,
    title: 'Kind of Blue',
    artist: 'Miles Davis',
    genre: 'Jazz',
    year: 1959,
    tracks: 5,
  },
  {
    id: 2,
    title: 'A Love Supreme',
    artist: 'John Coltrane',
    genre: 'Jazz',
    year: 1965,
    tracks: 4,
  },
  {
    id: 3,
    title: 'Blue Train',
    artist: 'John Coltrane',
    genre: 'Jazz',
    year: 1958,
    tracks: 5,
  },
  {
    id: 4,
    title: 'OK Computer',
    artist: 'Radiohead',
    genre: 'Rock',
    year: 1997,
    tracks: 12,
  },
  {
    id: 5,
    title: 'In Rainbows',
    artist: 'Radiohead',
    genre: 'Rock',
    year: 2007,
    tracks: 10,
  },
  {
    id: 6,
    title: 'Rumours',
    artist: 'Fleetwood Mac',
    genre: 'Rock',
    year: 1977,
    tracks: 11,
  },
  {
    id: 7,
    title: 'Homogenic',
    artist: 'Björk',
    genre: 'Electronic',
    year: 1997,
    tracks: 10,
  },
  {
    id: 8,
    title: 'Music Has the Right to Children',
    artist: 'Boards of Canada',
    genre: 'Electronic',
    year: 1998,
    tracks: 18,
  },
  {
    id: 9,
    title: 'Currents',
    artist: 'Tame Impala',
    genre: 'Rock',
    year: 2015,
    tracks: 13,
  },
];

const columns: GridColDef<Album>[] = [
  { field: 'title', headerName: 'Album', flex: 1, minWidth: 200 },
  { field: 'artist', headerName: 'Artist', width: 160 },
  { field: 'genre', headerName: 'Genre', width: 120 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'tracks', headerName: 'Tracks', type: 'number', width: 90 },
];

/** Albums grouped by genre, with the first level of groups expanded. */
export default function RowGroupingGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['genre'] },
          // The group column already shows the genre; hide the original column.
          columns: { columnVisibilityModel: { genre: false } },
        }}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
