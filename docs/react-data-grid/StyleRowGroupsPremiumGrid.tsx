import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Book {
  id: number;
  title: string;
  genre: string;
  author: string;
  copies: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'Kindred',
    genre: 'Science fiction',
    author: 'Octavia E. Butler',
    copies: 4,
  },
  {
    id: 2,
    title: 'Solaris',
    genre: 'Science fiction',
    author: 'Stanisław Lem',
    copies: 2,
  },
  {
    id: 3,
    title: 'Beloved',
    genre: 'Literary fiction',
    author: 'Toni Morrison',
    copies: 5,
  },
  {
    id: 4,
    title: 'Middlemarch',
    genre: 'Literary fiction',
    author: 'George Eliot',
    copies: 3,
  },
  { id: 5, title: 'Gone Girl', genre: 'Crime', author: 'Gillian Flynn', copies: 6 },
  {
    id: 6,
    title: 'The Big Sleep',
    genre: 'Crime',
    author: 'Raymond Chandler',
    copies: 1,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'genre', headerName: 'Genre', width: 150 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

/** Group rows get a class of their own, read from the row tree; the book rows none. */
export default function StyleRowGroupsPremiumGrid() {
  const apiRef = useGridApiRef();
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .row--group': { bgcolor: 'action.hover', fontWeight: 600 },
      }}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        apiRef={apiRef}
        getRowClassName={(params) =>
          apiRef.current?.getRowNode(params.id)?.type === 'group' ? 'row--group' : ''
        }
        initialState={{ rowGrouping: { model: ['genre'] } }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
