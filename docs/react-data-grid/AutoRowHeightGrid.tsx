import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  author: string;
  rating: number;
  text: string;
}

const rows: Review[] = [
  {
    id: 1,
    author: 'Marisol',
    rating: 5,
    text: 'Arrived two days early and fits perfectly.',
  },
  {
    id: 2,
    author: 'Dev',
    rating: 3,
    text: 'The fabric is lovely and the colour is exactly as pictured, but the sleeves run long. I would size down next time, and I wish the care label said whether it can go in the dryer.',
  },
  {
    id: 3,
    author: 'Yuki',
    rating: 4,
    text: 'Good value. Buttons feel a little loose.',
  },
  {
    id: 4,
    author: 'Ben',
    rating: 2,
    text: 'Returned it. The seam on the left shoulder came apart after the first wash, and the replacement had the same problem. Customer service was friendly and the refund was quick.',
  },
  { id: 5, author: 'Oona', rating: 5, text: 'Wearing it right now.' },
];

const columns: GridColDef<Review>[] = [
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  {
    field: 'text',
    headerName: 'Review',
    flex: 1,
    minWidth: 250,
    // Let the text wrap; the row grows to fit it.
    renderCell: (params) => (
      <Box sx={{ whiteSpace: 'normal', lineHeight: 1.5, py: 1 }}>{params.value}</Box>
    ),
  },
];

/** getRowHeight returns 'auto': each row is as tall as its longest cell. */
export default function AutoRowHeightGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        hideFooter
      />
    </Box>
  );
}
