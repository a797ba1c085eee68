import type { GridColDef } from '@mui/x-data-grid';

/** Films of a small cinema's programme, shared by the column menu page's demos. */
export interface Screening {
  id: number;
  title: string;
  director: string;
  year: number;
  runtime: number;
  language: string;
}

export const screenings: Screening[] = [
  {
    id: 1,
    title: 'Cléo from 5 to 7',
    director: 'Agnès Varda',
    year: 1962,
    runtime: 90,
    language: 'French',
  },
  {
    id: 2,
    title: 'Tokyo Story',
    director: 'Yasujirō Ozu',
    year: 1953,
    runtime: 136,
    language: 'Japanese',
  },
  {
    id: 3,
    title: 'Pather Panchali',
    director: 'Satyajit Ray',
    year: 1955,
    runtime: 125,
    language: 'Bengali',
  },
  {
    id: 4,
    title: 'The Battle of Algiers',
    director: 'Gillo Pontecorvo',
    year: 1966,
    runtime: 121,
    language: 'French',
  },
  {
    id: 5,
    title: 'Touki Bouki',
    director: 'Djibril Diop Mambéty',
    year: 1973,
    runtime: 95,
    language: 'Wolof',
  },
  {
    id: 6,
    title: 'Wings of Desire',
    director: 'Wim Wenders',
    year: 1987,
    runtime: 128,
    language: 'German',
  },
  {
    id: 7,
    title: 'Central Station',
    director: 'Walter Salles',
    year: 1998,
    runtime: 110,
    language: 'Portuguese',
  },
];

export const screeningColumns: GridColDef<Screening>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'director', headerName: 'Director', flex: 1, minWidth: 150 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'runtime', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'language', headerName: 'Language', width: 120 },
];
