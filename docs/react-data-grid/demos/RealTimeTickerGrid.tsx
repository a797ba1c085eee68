import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  name: string;
  price: number;
  open: number;
  change: number;
  volume: number;
}

const LISTINGS: [string, string, number][] = [
  ['NOVA', 'Nova Energy', 42.1],
  ['KLMR', 'Kilimanjaro Mining', 18.75],
  ['ORCH', 'Orchard Foods', 63.4],
  ['SLTE', 'Slate Software', 128.9],
  ['HRBR', 'Harbor Logistics', 27.3],
  ['MRDN', 'Meridian Bank', 54.05],
  ['QNTA', 'Quanta Devices', 211.6],
  ['VRDE', 'Verde Water', 15.2],
  ['PLRS', 'Polaris Airlines', 9.85],
  ['ATLS', 'Atlas Insurance', 77.45],
];

/** The price of listing `index` after `tick` updates: a smooth, repeatable walk around its opening price. */
function priceAt(open: number, index: number, tick: number): number {
  const drift =
    Math.sin(tick / 3 + index) * 0.03 + Math.sin(tick / 7 + index * 2) * 0.02;
  return Math.round(open * (1 + drift) * 100) / 100;
}

const initialRows: Quote[] = LISTINGS.map(([id, name, open], index) => ({
  id,
  name,
  open,
  price: priceAt(open, index, 0),
  change: 0,
  volume: 1000 * (index + 3),
}));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) =>
      `${value > 0 ? '+' : ''}${value.toFixed(2)} %`,
    cellClassName: ({ value }) =>
      value > 0 ? 'quote-up' : value < 0 ? 'quote-down' : '',
  },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 110 },
];

const UPDATE_EVERY_MS = 1000;

/**
 * Quotes that change every second through apiRef.updateRows, without re-rendering the parent. Updating several
 * rows in one call needs DataGridPro: the community DataGrid accepts one row per call.
 */
export default function RealTimeTickerGrid() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const [tick, setTick] = React.useState(0);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(
      () => setTick((previous) => previous + 1),
      UPDATE_EVERY_MS,
    );
    return () => window.clearInterval(timer);
  }, [running]);

  React.useEffect(() => {
    if (tick === 0) return;
    // Only the changed fields are sent: updateRows merges them into the existing rows by id.
    apiRef.current?.updateRows(
      LISTINGS.map(([id, , open], index) => {
        const price = priceAt(open, index, tick);
        return {
          id,
          price,
          change: Math.round(((price - open) / open) * 10000) / 100,
          volume: 1000 * (index + 3) + tick * (index + 1) * 37,
        };
      }),
    );
  }, [apiRef, tick]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', height: 40 }}
      >
        <Button
          variant="outlined"
          size="small"
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Pause updates' : 'Resume updates'}
        </Button>
        <Typography variant="body2" data-testid="ticker-updates" role="status">
          {tick} updates received
        </Typography>
      </Stack>
      <Box
        sx={{
          height: 480,
          '& .quote-up': { color: 'success.main' },
          '& .quote-down': { color: 'error.main' },
        }}
      >
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          hideFooter
          initialState={{
            sorting: { sortModel: [{ field: 'change', sort: 'desc' }] },
          }}
        />
      </Box>
    </Box>
  );
}
