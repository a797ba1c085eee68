import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  price: number;
}

const rows: Product[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  name: `Ceramic mug no. ${index + 1}`,
  price: 9 + ((index * 7) % 20),
}));

/** Counts committed renders of the price cells; the label subscribes to it. */
function createCounter() {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    increment() {
      count += 1;
      listeners.forEach((listener) => listener());
    },
    reset() {
      count = 0;
      listeners.forEach((listener) => listener());
    },
    get: () => count,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const counter = createCounter();

function PriceCell({ value }: { value: number }) {
  // An effect without dependencies runs after every committed render of this cell.
  React.useEffect(() => {
    counter.increment();
  });
  return <span>€{value.toFixed(2)}</span>;
}

function CountLabel() {
  const count = React.useSyncExternalStore(
    counter.subscribe,
    counter.get,
    counter.get,
  );
  return (
    <Typography variant="body2" data-testid="cell-renders">
      Price cell renders since reset: <strong>{count}</strong>
    </Typography>
  );
}

function renderPrice(params: GridRenderCellParams<Product, number>) {
  return <PriceCell value={params.value ?? 0} />;
}

/** Defined once, outside the component: the same array on every render. */
const stableColumns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1 },
  { field: 'price', headerName: 'Price', width: 120, renderCell: renderPrice },
];

export default function PerformanceRenderCount() {
  const [stable, setStable] = React.useState(true);
  const [clicks, setClicks] = React.useState(0);

  // Anti-pattern on purpose when the switch is off: a new array (and new column
  // objects) on every render of this component.
  const inlineColumns: GridColDef<Product>[] = [
    { field: 'name', headerName: 'Product', flex: 1 },
    { field: 'price', headerName: 'Price', width: 120, renderCell: renderPrice },
  ];

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
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 38 }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={stable}
              onChange={(event) => {
                setStable(event.target.checked);
              }}
            />
          }
          label="Stable columns"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => setClicks((n) => n + 1)}
        >
          Re-render the parent
        </Button>
        <Button size="small" onClick={() => counter.reset()}>
          Reset count
        </Button>
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', minHeight: 20 }}
      >
        <CountLabel />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Parent renders caused: {clicks}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={stable ? stableColumns : inlineColumns}
          hideFooter
        />
      </Box>
    </Box>
  );
}
