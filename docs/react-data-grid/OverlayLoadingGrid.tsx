import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  type GridColDef,
  type GridLoadingOverlayVariant,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  carrier: string;
  weightKg: number;
}

const SHIPMENTS: Shipment[] = [
  {
    id: 1,
    tracking: 'TRK-88120',
    destination: 'Porto',
    carrier: 'DHL',
    weightKg: 2.4,
  },
  {
    id: 2,
    tracking: 'TRK-88121',
    destination: 'Gdańsk',
    carrier: 'UPS',
    weightKg: 11,
  },
  {
    id: 3,
    tracking: 'TRK-88122',
    destination: 'Turin',
    carrier: 'DPD',
    weightKg: 0.8,
  },
  {
    id: 4,
    tracking: 'TRK-88123',
    destination: 'Ghent',
    carrier: 'DHL',
    weightKg: 5.6,
  },
  {
    id: 5,
    tracking: 'TRK-88124',
    destination: 'Bergen',
    carrier: 'PostNord',
    weightKg: 3.1,
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

// A simulated server: the shipments arrive after 1.5 s.
function fetchShipments(): Promise<Shipment[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(SHIPMENTS), 1500);
  });
}

const VARIANTS: GridLoadingOverlayVariant[] = [
  'linear-progress',
  'circular-progress',
  'skeleton',
];

/** The loading prop with the overlay variants used with and without rows on screen. */
export default function OverlayLoadingGrid() {
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [variant, setVariant] =
    React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [noRowsVariant, setNoRowsVariant] =
    React.useState<GridLoadingOverlayVariant>('skeleton');
  const request = React.useRef(0);

  const load = React.useCallback((clearFirst: boolean) => {
    request.current += 1;
    const current = request.current;
    if (clearFirst) setRows([]);
    setLoading(true);
    fetchShipments().then((data) => {
      // Ignore a response that a newer request has replaced.
      if (current !== request.current) return;
      setRows(data);
      setLoading(false);
    });
  }, []);

  React.useEffect(() => {
    load(true);
  }, [load]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="variant"
          value={variant}
          onChange={(event) =>
            setVariant(event.target.value as GridLoadingOverlayVariant)
          }
          sx={{ minWidth: 180 }}
        >
          {VARIANTS.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="noRowsVariant"
          value={noRowsVariant}
          onChange={(event) =>
            setNoRowsVariant(event.target.value as GridLoadingOverlayVariant)
          }
          sx={{ minWidth: 180 }}
        >
          {VARIANTS.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => load(false)}>
          Refresh
        </Button>
        <Button variant="outlined" onClick={() => load(true)}>
          Load from empty
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
