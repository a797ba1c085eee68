import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Medicine {
  id: number;
  name: string;
  dose: string;
  schedule: string;
}

const rows: Medicine[] = [
  { id: 1, name: 'Amoxicillin', dose: '500 mg', schedule: 'Three times a day' },
  {
    id: 2,
    name: 'Ibuprofen',
    dose: '200 mg',
    schedule: 'When needed, max. 6 a day',
  },
  { id: 3, name: 'Vitamin D3', dose: '1,000 IU', schedule: 'Once a day' },
  { id: 4, name: 'Omeprazole', dose: '20 mg', schedule: 'Before breakfast' },
];

const columns: GridColDef<Medicine>[] = [
  { field: 'name', headerName: 'Medicine', flex: 1, minWidth: 140 },
  { field: 'dose', headerName: 'Dose', width: 110 },
  { field: 'schedule', headerName: 'Schedule', flex: 1, minWidth: 180 },
];

/** A controlled density: the buttons and the toolbar's density menu share one state. */
export default function A11yDensityGrid() {
  const [density, setDensity] = React.useState<GridDensity>('comfortable');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        sx={{ mb: 1, height: 32, display: 'flex' }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
