import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
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
  const apiRef = useGridApiRef();
  // The "server" state: which import is current. A ref, so the data source object stays the same.
  const batch = React.useRef(1);
  const [shownBatch, setShownBatch] = React.useState(1);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        await wait(300);
        return queryRange(importNumber(batch.current), params);
      },
    }),
    [],
  );

  const replaceDataset = () => {
    batch.current += 1;
    setShownBatch(batch.current);
    // The cached ranges belong to the old dataset: drop them, then load from the top.
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

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
        <Button size="small" variant="contained" onClick={replaceDataset}>
          Import a new batch
        </Button>
        <Typography variant="body2" data-testid="current-batch">
          Batch {shownBatch} on the server
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
        />
      </Box>
    </Box>
  );
}
