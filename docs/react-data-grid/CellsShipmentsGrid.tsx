import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  carrier: string;
  weightKg: number;
  ratePerKg: number;
  delivered: boolean;
}

const CARRIERS = ['DHL', 'UPS', 'FedEx', 'La Poste'];

// Generated from the index: no randomness, so every visit shows the same shipments.
const rows: Shipment[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  reference: `SHP-${String(2401 + index * 7)}`,
  carrier: CARRIERS[index % CARRIERS.length],
  weightKg: 2.5 + ((index * 13) % 40) / 2,
  ratePerKg: 3 + (index % 3),
  delivered: index % 3 !== 1,
}));

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Shipment', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 110 },
  {
    field: 'weightKg',
    headerName: 'Weight',
    type: 'number',
    width: 100,
    // The value stays a number; only the text shown changes.
    valueFormatter: (value: number) => `${value.toFixed(1)} kg`,
  },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 120,
    // No "cost" in the data: the value is computed from the row, then sorted and filtered as a number.
    valueGetter: (_value, row) => row.weightKg * row.ratePerKg,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'delivered',
    headerName: 'Status',
    type: 'boolean',
    width: 130,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        color={value ? 'success' : 'warning'}
        variant="outlined"
        label={value ? 'Delivered' : 'In transit'}
      />
    ),
  },
];

/** One column per cell customization: a computed value, formatted values and a rendered cell. */
export default function CellsShipmentsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
