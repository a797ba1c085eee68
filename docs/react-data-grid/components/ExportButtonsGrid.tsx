import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  isbn: string;
  title: string;
  author: string;
  stock: number;
}

const rows: Book[] = [
  {
    id: 1,
    isbn: '978-0141439518',
    title: 'Pride and Prejudice',
    author: 'Jane Austen',
    stock: 14,
  },
  {
    id: 2,
    isbn: '978-0099590088',
    title: 'Never Let Me Go',
    author: 'Kazuo Ishiguro',
    stock: 6,
  },
  {
    id: 3,
    isbn: '978-0141182803',
    title: 'Mrs Dalloway',
    author: 'Virginia Woolf',
    stock: 9,
  },
  {
    id: 4,
    isbn: '978-0571334650',
    title: 'Normal People',
    author: 'Sally Rooney',
    stock: 21,
  },
  {
    id: 5,
    isbn: '978-0140449136',
    title: 'Crime and Punishment',
    author: 'Fyodor Dostoevsky',
    stock: 3,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'isbn', headerName: 'ISBN', width: 150 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

function ExportToolbar() {
  return (
    <Toolbar style={{ gap: 8 }}>
      <ExportCsv
        render={<Button variant="outlined" size="small" />}
        options={{ fileName: 'bookshop-stock', delimiter: ';' }}
      >
        Download CSV
      </ExportCsv>
      <ExportPrint
        render={<Button variant="outlined" size="small" />}
        options={{ hideFooter: true }}
      >
        Print
      </ExportPrint>
    </Toolbar>
  );
}

/** ExportCsv and ExportPrint as labelled buttons, each with its own options. */
export default function ExportButtonsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ExportToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
