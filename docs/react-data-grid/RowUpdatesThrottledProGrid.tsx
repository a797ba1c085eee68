import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  bid: number;
  ask: number;
  updates: number;
}

const SYMBOLS = ['EUR/USD', 'GBP/USD', 'USD/JPY', 'AUD/USD', 'USD/CHF'];
const START = [1.0842, 1.2671, 151.32, 0.6523, 0.9011];

const initialRows: Quote[] = SYMBOLS.map((id, index) => ({
  id,
  bid: START[index],
  ask: START[index] * 1.0002,
  updates: 0,
}));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Pair', width: 120 },
  {
    field: 'bid',
    headerName: 'Bid',
    type: 'number',
    width: 120,
    valueFormatter: (v: number) => v.toFixed(4),
  },
  {
    field: 'ask',
    headerName: 'Ask',
    type: 'number',
    width: 120,
    valueFormatter: (v: number) => v.toFixed(4),
  },
  {
    field: 'updates',
    headerName: 'Updates received',
    type: 'number',
    flex: 1,
    minWidth: 150,
  },
];

/**
 * A quote feed sends an update every 40 ms. With throttleRowsMs the grid applies them in batches (the update
 * count jumps), without it, on every message.
 */
export default function RowUpdatesThrottledProGrid() {
  const apiRef = useGridApiRef();
  const [throttle, setThrottle] = React.useState(1000);

  React.useEffect(() => {
    const quotes = initialRows.map((row) => ({ ...row }));
    let tick = 0;
    const timer = window.setInterval(() => {
      // A small deterministic move for one pair per message.
      const quote = quotes[tick % quotes.length];
      const step = ((tick * 37) % 7) - 3;
      quote.bid = Number((quote.bid * (1 + step / 100000)).toFixed(5));
      quote.ask = Number((quote.bid * 1.0002).toFixed(5));
      quote.updates += 1;
      tick += 1;
      apiRef.current?.updateRows([{ ...quote }]);
    }, 40);
    return () => window.clearInterval(timer);
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={throttle}
        onChange={(_event, next: number | null) =>
          next !== null && setThrottle(next)
        }
        aria-label="throttleRowsMs"
        sx={{ height: 32, mb: 1 }}
      >
        <ToggleButton value={0}>No throttle</ToggleButton>
        <ToggleButton value={1000}>throttleRowsMs = 1000</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttle}
          hideFooter
        />
      </Box>
    </Box>
  );
}
