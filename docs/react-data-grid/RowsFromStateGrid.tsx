import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  pm25: number;
}

const stations = ['Harbour', 'Old Town', 'Airport', 'University', 'Ring Road'];

const initialRows: Reading[] = [
  { id: 1, station: 'Harbour', pm25: 12 },
  { id: 2, station: 'Old Town', pm25: 18 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'station', headerName: 'Station', flex: 1 },
  { field: 'pm25', headerName: 'PM2.5 (µg/m³)', type: 'number', width: 150 },
];

/** The rows are React state: every change is a new array passed to `rows`. */
export default function RowsFromStateGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const addReading = () =>
    setRows((current) => {
      const id = (current.at(-1)?.id ?? 0) + 1;
      const station = stations[id % stations.length];
      return [...current, { id, station, pm25: 8 + ((id * 7) % 30) }];
    });

  return (
    <Box
      sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addReading}>
          Add reading
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRows((current) => current.slice(1))}
        >
          Remove oldest
        </Button>
        <Button
          size="small"
          onClick={() =>
            setRows((current) =>
              current.map((row) => ({ ...row, pm25: row.pm25 + 1 })),
            )
          }
        >
          All +1
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
