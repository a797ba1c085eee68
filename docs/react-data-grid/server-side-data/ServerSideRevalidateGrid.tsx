import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { wait } from './simulatedServer';

interface Platform {
  id: number;
  station: string;
  platform: string;
  nextTrain: string;
  delayMin: number;
}

const stations = ['Zürich HB', 'Bern', 'Basel SBB', 'Lausanne', 'Luzern', 'Genève'];
const destinations = [
  'Milano',
  'Interlaken',
  'Chur',
  'Lugano',
  'Brig',
  'St. Gallen',
];

/** The board as the server sees it at `tick` (one tick every 3 seconds): delays move on their own. */
function board(tick: number): Platform[] {
  return stations.map((station, index) => ({
    id: index + 1,
    station,
    platform: String(3 + ((index * 5) % 11)),
    nextTrain: destinations[(index + tick) % destinations.length],
    delayMin: (index * 3 + tick * 2) % 7,
  }));
}

const columns: GridColDef<Platform>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 130 },
  { field: 'platform', headerName: 'Platform', width: 100 },
  { field: 'nextTrain', headerName: 'Next train to', width: 140 },
  { field: 'delayMin', headerName: 'Delay (min)', type: 'number', width: 120 },
];

// The cache entry expires after 3 s, and the grid revalidates every 3 s: it fetches again and updates what changed.
const cache = new GridDataSourceCacheDefault({ ttl: 3000 });

export default function ServerSideRevalidateGrid() {
  const [answers, setAnswers] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async () => {
        await wait(300);
        const rows = board(Math.floor(Date.now() / 3000));
        setAnswers((count) => count + 1);
        return { rows, rowCount: rows.length };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ height: 340, width: '100%' }}>
      <Typography
        variant="body2"
        sx={{ height: 24 }}
        data-testid="revalidate-answers"
      >
        Answers from the server: {answers}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          dataSourceRevalidateMs={3000}
          hideFooter
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Stack>
  );
}
