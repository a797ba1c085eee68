import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  rooms: number;
  rent: number;
}

const rows: Listing[] = [
  { id: 1, address: '14 Rue des Lilas', rooms: 3, rent: 1450 },
  { id: 2, address: '2 Kanalstraat', rooms: 2, rent: 1180 },
  { id: 3, address: '87 Via Roma', rooms: 4, rent: 1720 },
  { id: 4, address: '9 Calle Mayor', rooms: 1, rent: 860 },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 180 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 110 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 120 },
];

/** Buttons outside the grid open the column menu of a given column. */
export default function ColumnMenuFromCodeGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box
      sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {columns.map((column) => (
          <Button
            key={column.field}
            size="small"
            variant="outlined"
            onClick={() => apiRef.current?.showColumnMenu(column.field)}
          >
            {`${column.headerName} menu`}
          </Button>
        ))}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
