import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Room {
  id: string;
  building: string;
  seats: number;
  stepFree: boolean;
}

const rows: Room[] = [
  { id: 'A-101', building: 'Arts', seats: 40, stepFree: true },
  { id: 'A-204', building: 'Arts', seats: 24, stepFree: false },
  { id: 'S-012', building: 'Science', seats: 120, stepFree: true },
  { id: 'S-115', building: 'Science', seats: 18, stepFree: true },
  { id: 'L-002', building: 'Library', seats: 8, stepFree: true },
];

const columns: GridColDef<Room>[] = [
  { field: 'id', headerName: 'Room', width: 110 },
  { field: 'building', headerName: 'Building', flex: 1, minWidth: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'stepFree', headerName: 'Step-free access', type: 'boolean', width: 160 },
];

/** The visible heading names the grid (aria-labelledby); the density is the reader's choice. */
export default function GridA11yLabelledGrid() {
  const headingId = React.useId();
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box
      sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography
          id={headingId}
          component="h3"
          variant="subtitle1"
          sx={{ flex: 1 }}
        >
          Seminar rooms
        </Typography>
        <TextField
          select
          size="small"
          label="Row density"
          value={density}
          onChange={(event) => setDensity(event.target.value as GridDensity)}
          sx={{ width: 160 }}
        >
          <MenuItem value="compact">Compact</MenuItem>
          <MenuItem value="standard">Standard</MenuItem>
          <MenuItem value="comfortable">Comfortable</MenuItem>
        </TextField>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-labelledby={headingId}
          density={density}
          hideFooter
        />
      </Box>
    </Box>
  );
}
