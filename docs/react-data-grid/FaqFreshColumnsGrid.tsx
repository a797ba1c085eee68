import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  fareEur: number;
}

const rows: Flight[] = [
  { id: 'LX 1825', destination: 'Lisbon', fareEur: 189 },
  { id: 'AF 1144', destination: 'Oslo', fareEur: 243 },
  { id: 'KL 1593', destination: 'Naples', fareEur: 131 },
  { id: 'IB 3421', destination: 'Seville', fareEur: 97 },
];

type Currency = 'EUR' | 'USD' | 'JPY';

// Fixed rates keep the demo deterministic.
const RATES: Record<Currency, number> = { EUR: 1, USD: 1.08, JPY: 162 };

/** The columns depend on `currency`, so they are rebuilt when it changes. */
export default function FaqFreshColumnsGrid() {
  const [currency, setCurrency] = React.useState<Currency>('EUR');

  const columns = React.useMemo<GridColDef<Flight>[]>(() => {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    return [
      { field: 'id', headerName: 'Flight', width: 110 },
      { field: 'destination', headerName: 'Destination', flex: 1 },
      {
        field: 'fare',
        headerName: `Fare (${currency})`,
        type: 'number',
        width: 150,
        valueGetter: (_value, row) => row.fareEur * RATES[currency],
        valueFormatter: (value: number) => format.format(value),
      },
    ];
    // Leaving `currency` out of this list would keep the first prices forever.
  }, [currency]);

  return (
    <Box
      sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={currency}
        onChange={(_event, value: Currency | null) => value && setCurrency(value)}
        aria-label="Currency"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="EUR">EUR</ToggleButton>
        <ToggleButton value="USD">USD</ToggleButton>
        <ToggleButton value="JPY">JPY</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
