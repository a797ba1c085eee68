import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';

interface Station {
  id: number;
  city: string;
  line: string;
  dailyRiders: number;
}

const rows: Station[] = [
  { id: 1, city: 'Zürich', line: 'S-Bahn', dailyRiders: 470000 },
  { id: 2, city: 'Wien', line: 'U-Bahn', dailyRiders: 1300000 },
  { id: 3, city: 'München', line: 'U-Bahn', dailyRiders: 1100000 },
  { id: 4, city: 'Lyon', line: 'Métro', dailyRiders: 760000 },
  { id: 5, city: 'Porto', line: 'Metro', dailyRiders: 230000 },
];

const columns: GridColDef<Station>[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'line', headerName: 'Network', width: 130 },
  { field: 'dailyRiders', headerName: 'Daily riders', type: 'number', width: 140 },
];

/** A saved view applied by mounting a new grid with it as initialState (a new key), instead of restoreState. */
export default function StateRemountInitialGrid() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | undefined>(undefined);
  const [mounts, setMounts] = React.useState(1);

  return (
    <Stack spacing={1} sx={{ height: 380, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: 32 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSaved(apiRef.current?.exportState())}
        >
          Save view
        </Button>
        <Button
          size="small"
          disabled={!saved}
          onClick={() => setMounts((count) => count + 1)}
        >
          Mount again with the saved view
        </Button>
        <Typography variant="body2" data-testid="state-mounts">
          Grid mounted {mounts} {mounts === 1 ? 'time' : 'times'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          key={mounts}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={saved}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
