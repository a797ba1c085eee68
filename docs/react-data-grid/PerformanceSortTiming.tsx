import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Trade {
  id: number;
  symbol: string;
  price: number;
  volume: number;
}

const ROW_COUNT = 50000;
const symbols = ['ALPH', 'BRVO', 'CHRL', 'DLTA', 'ECHO', 'FXTR', 'GOLF', 'HOTL'];

// Index arithmetic instead of random numbers: the same rows on every load.
const rows: Trade[] = Array.from({ length: ROW_COUNT }, (_, index) => ({
  id: index + 1,
  symbol: symbols[(index * 5) % symbols.length],
  price: Math.round(((index * 7919) % 100000) / 10) / 10,
  volume: (index * 104729) % 5000,
}));

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', width: 100 },
  { field: 'symbol', headerName: 'Symbol', width: 110 },
  { field: 'price', headerName: 'Price', type: 'number', width: 120 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
];

interface Measure {
  field: string;
  sortMs: number;
  frameMs: number;
}

/** Times a sort of 50,000 rows in this browser: the sort itself, then until the next frame. */
export default function PerformanceSortTiming() {
  const apiRef = useGridApiRef();
  const [measure, setMeasure] = React.useState<Measure | null>(null);
  const direction = React.useRef<'asc' | 'desc'>('desc');

  const sortBy = (field: keyof Trade) => {
    const api = apiRef.current;
    if (!api) return;
    direction.current = direction.current === 'asc' ? 'desc' : 'asc';
    const start = performance.now();
    api.setSortModel([{ field, sort: direction.current }]);
    const sortMs = performance.now() - start;
    requestAnimationFrame(() => {
      setMeasure({ field, sortMs, frameMs: performance.now() - start });
    });
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
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 31 }}
      >
        <Button size="small" variant="outlined" onClick={() => sortBy('price')}>
          Sort by price
        </Button>
        <Button size="small" variant="outlined" onClick={() => sortBy('symbol')}>
          Sort by symbol
        </Button>
      </Stack>
      <Typography variant="body2" data-testid="sort-timing" sx={{ minHeight: 20 }}>
        {measure
          ? `Sorted ${ROW_COUNT.toLocaleString('en-US')} rows by ${measure.field} in ${measure.sortMs.toFixed(1)} ms; next frame after ${measure.frameMs.toFixed(1)} ms.`
          : 'Click a button to time a sort in your browser.'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
