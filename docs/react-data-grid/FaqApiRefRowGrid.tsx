import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
  },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
  { id: 5, title: 'Parable of the Sower', author: 'Octavia E. Butler', year: 1993 },
  {
    id: 6,
    title: 'Roadside Picnic',
    author: 'Arkady and Boris Strugatsky',
    year: 1972,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 210 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    // A year reads better without a thousands separator.
    valueFormatter: (value: number) => String(value),
  },
];

/** Reads rows through apiRef: the selected row, and the ids in the order shown. */
export default function FaqApiRefRowGrid() {
  const apiRef = useGridApiRef();
  const [output, setOutput] = React.useState('Click a row, then a button.');

  const readSelectedRow = () => {
    // getSelectedRows() maps each selected id to its row; getRow(id) reads one row.
    const [id] = apiRef.current?.getSelectedRows().keys() ?? [];
    const row = id === undefined ? null : apiRef.current?.getRow<Book>(id);
    setOutput(
      row ? `${row.title} (${row.author}, ${row.year})` : 'No row is selected.',
    );
  };

  const readShownOrder = () => {
    if (!apiRef.current) {
      return;
    }
    // Ids after sorting and filtering, as the grid shows them.
    const ids = gridExpandedSortedRowIdsSelector(apiRef);
    setOutput(`Shown order: ${ids.join(', ')}`);
  };

  return (
    <Box
      sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={readSelectedRow}>
          Selected row
        </Button>
        <Button size="small" variant="outlined" onClick={readShownOrder}>
          Ids in shown order
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-testid="faq-apiref-output"
        sx={{ mt: 1, height: 24 }}
      >
        {output}
      </Typography>
    </Box>
  );
}
