import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { queryRange, wait } from './simulatedServer';

interface Reading {
  id: number;
  sensor: string;
  site: string;
  celsius: number;
}

const sites = [
  'Cold room A',
  'Cold room B',
  'Loading bay',
  'Freezer 1',
  'Freezer 2',
];

/** Each import is a whole new dataset: other sensors, other readings, another size. */
function importNumber(batch: number): Reading[] {
  return Array.from({ length: 800 + batch * 300 }, (_, index) => ({
    id: index + 1,
    sensor: `B${batch}-S${String(index + 1).padStart(4, '0')}`,
    site: sites[(index + batch) % sites.length],
    celsius: Math.round((((index * 37 + batch * 11) % 90) / 10 - 20) * 10) / 10,
  }));
}

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  { field: 'site', headerName: 'Site', flex: 1, minWidth: 130 },
  { field: 'celsius', headerName: 'Temperature (°C)', type: 'number', width: 150 },
];

export default function LazyLoadingReplaceGrid() {
  const [batch, setBatch] = React.useState(1);

  // A new data source for each batch: the grid then drops its rows and its cache and fetches again.
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        await wait(300);
        return queryRange(importNumber(batch), params);
      },
    }),
    [batch],
  );

  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 32 }}>
        <Button
          size="small"
          variant="contained"
          onClick={() => setBatch((current) => current + 1)}
        >
          Import a new batch
        </Button>
        <Typography variant="body2" data-testid="current-batch">
          Batch {batch} on the server
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro columns={columns} dataSource={dataSource} lazyLoading />
      </Box>
    </Box>
  );
}
