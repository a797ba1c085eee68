import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Quote {
  id: string;
  name: string;
  price: number;
  ticks: number;
}

const initialRows: Quote[] = [
  { id: 'EURUSD', name: 'Euro / US dollar', price: 1.0842, ticks: 0 },
  { id: 'GBPUSD', name: 'Pound / US dollar', price: 1.2718, ticks: 0 },
  { id: 'USDJPY', name: 'US dollar / Yen', price: 151.37, ticks: 0 },
  { id: 'AUDUSD', name: 'Australian dollar / US dollar', price: 0.6604, ticks: 0 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Pair', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 200 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  { field: 'ticks', headerName: 'Updates', type: 'number', width: 100 },
];

// A fixed pattern of moves, so the stream is the same on every visit.
const moves = [0.0003, -0.0005, 0.0002, 0.0004, -0.0001, -0.0003];

/** apiRef.updateRows patches single rows as "ticks" arrive, without replacing the `rows` prop. */
export default function StreamingUpdatesGrid() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) return undefined;
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      const quote = initialRows[tick % initialRows.length];
      const current = apiRef.current?.getRow<Quote>(quote.id);
      if (!current) return;
      const factor = 1 + moves[tick % moves.length];
      // Only the changed fields and the id are needed.
      apiRef.current?.updateRows([
        {
          id: quote.id,
          price: Number((current.price * factor).toFixed(4)),
          ticks: current.ticks + 1,
        },
      ]);
    }, 250);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Box
      sx={{ height: 330, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRunning((r) => !r)}
        >
          {running ? 'Stop the feed' : 'Start the feed'}
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
