import type { GridColDef } from '@mui/x-data-grid-premium';

/**
 * Feature films with their studio, director, release year and approximate worldwide box office, shared by the
 * row grouping page's demos. A few films have no credited composer on purpose (see "Rows with missing groups").
 */
export interface Movie {
  id: number;
  title: string;
  company: string;
  director: string;
  year: number;
  /** Worldwide box office, in millions of US dollars (rounded). */
  gross: number;
  rating: number;
  composer: string | null;
}

type MovieTuple = [string, string, string, number, number, number, string | null];

const MOVIES: MovieTuple[] = [
  ['Avatar', '20th Century Fox', 'James Cameron', 2009, 2923, 7.9, 'James Horner'],
  ['Titanic', 'Paramount', 'James Cameron', 1997, 2257, 7.9, 'James Horner'],
  [
    'Jurassic Park',
    'Universal',
    'Steven Spielberg',
    1993,
    1104,
    8.2,
    'John Williams',
  ],
  [
    'E.T. the Extra-Terrestrial',
    'Universal',
    'Steven Spielberg',
    1982,
    793,
    7.9,
    'John Williams',
  ],
  ['Jaws', 'Universal', 'Steven Spielberg', 1975, 476, 8.1, 'John Williams'],
  [
    'The Dark Knight',
    'Warner Bros.',
    'Christopher Nolan',
    2008,
    1006,
    9.0,
    'Hans Zimmer',
  ],
  ['Inception', 'Warner Bros.', 'Christopher Nolan', 2010, 837, 8.8, 'Hans Zimmer'],
  ['Interstellar', 'Paramount', 'Christopher Nolan', 2014, 773, 8.7, 'Hans Zimmer'],
  ['The Lion King', 'Disney', 'Roger Allers', 1994, 968, 8.5, 'Hans Zimmer'],
  ['Frozen', 'Disney', 'Chris Buck', 2013, 1290, 7.4, 'Christophe Beck'],
  ['Finding Nemo', 'Disney', 'Andrew Stanton', 2003, 940, 8.2, 'Thomas Newman'],
  ['Toy Story 3', 'Disney', 'Lee Unkrich', 2010, 1067, 8.3, 'Randy Newman'],
  ['The Matrix', 'Warner Bros.', 'Lana Wachowski', 1999, 467, 8.7, 'Don Davis'],
  ['Forrest Gump', 'Paramount', 'Robert Zemeckis', 1994, 678, 8.8, 'Alan Silvestri'],
  [
    'Back to the Future',
    'Universal',
    'Robert Zemeckis',
    1985,
    381,
    8.5,
    'Alan Silvestri',
  ],
  ['Gravity', 'Warner Bros.', 'Alfonso Cuarón', 2013, 723, 7.7, 'Steven Price'],
  ['Minions', 'Universal', 'Pierre Coffin', 2015, 1159, 6.4, 'Heitor Pereira'],
  [
    'Top Gun: Maverick',
    'Paramount',
    'Joseph Kosinski',
    2022,
    1496,
    8.2,
    'Lorne Balfe',
  ],
  ['Paranormal Activity', 'Paramount', 'Oren Peli', 2009, 193, 6.3, null],
  ['The Blair Witch Project', 'Artisan', 'Daniel Myrick', 1999, 249, 6.5, null],
];

let cache: Movie[] | null = null;

/** The films, built on first use so that importing the module costs nothing. */
export function getMovies(): Movie[] {
  cache ??= MOVIES.map(
    ([title, company, director, year, gross, rating, composer], index) => ({
      id: index + 1,
      title,
      company,
      director,
      year,
      gross,
      rating,
      composer,
    }),
  );
  return cache;
}

export const movieColumns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'company', headerName: 'Company', width: 150 },
  { field: 'director', headerName: 'Director', width: 160 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  {
    field: 'gross',
    headerName: 'Box office',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `$${value.toLocaleString('en-US')}M`,
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'composer', headerName: 'Composer', width: 150 },
];
