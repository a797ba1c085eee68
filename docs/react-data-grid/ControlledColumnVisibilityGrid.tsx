import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

interface Stock {
  id: string;
  company: string;
  price: number;
  change: number;
  volume: number;
  marketCapB: number;
  peRatio: number;
}

const rows: Stock[] = [
  {
    id: 'NRDX',
    company: 'Nordex Energy',
    price: 41.2,
    change: 1.8,
    volume: 1204000,
    marketCapB: 9.8,
    peRatio: 22.1,
  },
  {
    id: 'HLMT',
    company: 'Helmut Robotics',
    price: 118.05,
    change: -0.6,
    volume: 488000,
    marketCapB: 31.4,
    peRatio: 35.7,
  },
  {
    id: 'CRLN',
    company: 'Coraline Foods',
    price: 23.9,
    change: 0.2,
    volume: 2310000,
    marketCapB: 4.1,
    peRatio: 14.3,
  },
  {
    id: 'VSTA',
    company: 'Vista Optics',
    price: 67.35,
    change: -2.4,
    volume: 760000,
    marketCapB: 12.9,
    peRatio: 28.0,
  },
];

const columns: GridColDef<Stock>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
  { field: 'change', headerName: 'Change %', type: 'number', width: 100 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
  { field: 'marketCapB', headerName: 'Mkt cap ($B)', type: 'number', width: 120 },
  { field: 'peRatio', headerName: 'P/E', type: 'number', width: 80 },
];

// Each view is a visibility model: columns not listed stay visible.
const views: Record<string, GridColumnVisibilityModel> = {
  trading: { marketCapB: false, peRatio: false },
  fundamentals: { change: false, volume: false },
  all: {},
};

/** The visibility model is React state; the view switch and the column menus both change it. */
export default function ControlledColumnVisibilityGrid() {
  const [view, setView] = React.useState<string | null>('trading');
  const [model, setModel] = React.useState<GridColumnVisibilityModel>(views.trading);

  return (
    <Box
      sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: string | null) => {
          if (next === null) return;
          setView(next);
          setModel(views[next]);
        }}
        aria-label="Column view"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="trading">Trading</ToggleButton>
        <ToggleButton value="fundamentals">Fundamentals</ToggleButton>
        <ToggleButton value="all">All columns</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(next) => {
            setModel(next);
            setView(null); // a custom choice no longer matches a preset
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
