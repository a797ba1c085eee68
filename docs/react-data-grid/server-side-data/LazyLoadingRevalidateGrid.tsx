import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { queryRange, wait } from './simulatedServer';

interface Parcel {
  id: number;
  tracking: string;
  city: string;
  status: string;
  updatedAt: string;
}

const cities = ['Lyon', 'Graz', 'Ghent', 'Bergen', 'Turin', 'Brno'];
const steps = [
  'Label created',
  'Picked up',
  'In transit',
  'At depot',
  'Out for delivery',
  'Delivered',
];

/** The parcels as the server sees them at `tick` (one tick every 4 seconds): every parcel moves on. */
function parcels(tick: number): Parcel[] {
  const time = new Date(tick * 4000).toLocaleTimeString('en-GB');
  return Array.from({ length: 2000 }, (_, index) => ({
    id: index + 1,
    tracking: `PX${String(700100 + index * 7)}`,
    city: cities[(index * 5) % cities.length],
    status: steps[(index + tick) % steps.length],
    updatedAt: time,
  }));
}

const columns: GridColDef<Parcel>[] = [
  { field: 'tracking', headerName: 'Tracking', width: 120 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 140 },
  { field: 'updatedAt', headerName: 'As of', width: 100 },
];

// Ranges expire from the cache after 4 s; the grid revalidates the ranges on screen every 4 s.
const cache = new GridDataSourceCacheDefault({ ttl: 4000 });

export default function LazyLoadingRevalidateGrid() {
  const [answers, setAnswers] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        await wait(300);
        setAnswers((count) => count + 1);
        return queryRange(parcels(Math.floor(Date.now() / 4000)), params);
      },
    }),
    [],
  );

  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography
        variant="body2"
        sx={{ height: 24 }}
        data-testid="lazy-revalidate-answers"
      >
        Answers from the server: {answers}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          dataSourceRevalidateMs={4000}
          lazyLoading
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Box>
  );
}
