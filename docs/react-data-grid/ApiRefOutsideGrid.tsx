import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  stock: number;
}

const authors = ['Ada Reyes', 'Ben Okoro', 'Clara Voss', 'Dmitri Pale', 'Esme Hart'];
const subjects = ['Rivers', 'Harbours', 'Lanterns', 'Orchards', 'Bridges', 'Comets'];

const rows: Book[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  title: `${subjects[index % subjects.length]} of ${1990 + index}`,
  author: authors[(index * 2) % authors.length],
  year: 1990 + index,
  stock: (index * 7) % 23,
}));

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

/** Buttons outside the grid drive it through the API object from useGridApiRef(). */
export default function ApiRefOutsideGrid() {
  const apiRef = useGridApiRef();
  const [authorVisible, setAuthorVisible] = React.useState(true);

  const selectOutOfStock = () => {
    const ids = rows.filter((row) => row.stock === 0).map((row) => row.id);
    apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set(ids) });
  };
  const scrollToLast = () => {
    apiRef.current?.scrollToIndexes({ rowIndex: rows.length - 1 });
  };
  const toggleAuthor = () => {
    apiRef.current?.setColumnVisibility('author', !authorVisible);
    setAuthorVisible(!authorVisible);
  };

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', minHeight: 31 }}>
        <Button size="small" variant="outlined" onClick={selectOutOfStock}>
          Select out of stock
        </Button>
        <Button size="small" variant="outlined" onClick={scrollToLast}>
          Scroll to last row
        </Button>
        <Button size="small" variant="outlined" onClick={toggleAuthor}>
          {authorVisible ? 'Hide author' : 'Show author'}
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
        />
      </Box>
    </Box>
  );
}
