import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  table: number;
}

const names = [
  'Aoife Byrne',
  'Bongani Dlamini',
  'Camille Laurent',
  'Dmitri Volkov',
  'Esi Mensah',
  'Farah Siddiqui',
  'Gustavo Lima',
  'Hyun-woo Park',
  'Isla MacLeod',
  'Jakub Nowak',
  'Keala Kahale',
  'Leilani Cruz',
  'Mads Jensen',
  'Nadia Benali',
];

const makeGuest = (index: number): Guest => ({
  id: index + 1,
  name: names[index % names.length],
  table: (index % 4) + 1,
});

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 160 },
  { field: 'table', headerName: 'Table', type: 'number', width: 100 },
];

/** The grid grows with its rows inside a flex column, up to the parent's maxHeight, then scrolls. */
export default function LayoutFlexParentGrid() {
  const [count, setCount] = React.useState(2);
  const rows = React.useMemo(
    () => Array.from({ length: count }, (_, i) => makeGuest(i)),
    [count],
  );

  return (
    // A fixed outer height keeps the page still while the grid grows inside it.
    <Box sx={{ height: 440, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((n) => n + 1)}
        >
          Add guest
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((n) => Math.max(0, n - 1))}
        >
          Remove guest
        </Button>
      </Stack>
      <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 380 }}>
        <DataGrid rows={rows} columns={columns} hideFooter rowHeight={40} />
      </Box>
    </Box>
  );
}
