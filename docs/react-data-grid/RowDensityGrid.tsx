import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Peak {
  id: number;
  name: string;
  range: string;
  heightM: number;
}

const rows: Peak[] = [
  { id: 1, name: 'Mont Blanc', range: 'Alps', heightM: 4806 },
  { id: 2, name: 'Aconcagua', range: 'Andes', heightM: 6961 },
  { id: 3, name: 'Denali', range: 'Alaska Range', heightM: 6190 },
  { id: 4, name: 'Kilimanjaro', range: 'Eastern Rift', heightM: 5895 },
  { id: 5, name: 'Elbrus', range: 'Caucasus', heightM: 5642 },
  { id: 6, name: 'Puncak Jaya', range: 'Sudirman', heightM: 4884 },
];

const columns: GridColDef<Peak>[] = [
  { field: 'name', headerName: 'Peak', flex: 1, minWidth: 140 },
  { field: 'range', headerName: 'Range', width: 150 },
  { field: 'heightM', headerName: 'Height (m)', type: 'number', width: 120 },
];

/** The same rows in the three densities: the row height is multiplied by 0.7, 1 or 1.3. */
export default function RowDensityGrid() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box
      sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, next: GridDensity | null) => next && setDensity(next)}
        aria-label="Density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Box>
  );
}
