import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  airline: string;
  durationMin: number;
  price: number;
}

const rows: Flight[] = [
  {
    id: 'LH 2030',
    destination: 'Munich',
    airline: 'Lufthansa',
    durationMin: 95,
    price: 189,
  },
  {
    id: 'AF 1241',
    destination: 'Paris',
    airline: 'Air France',
    durationMin: 80,
    price: 142,
  },
  {
    id: 'KL 1002',
    destination: 'Amsterdam',
    airline: 'KLM',
    durationMin: 70,
    price: 121,
  },
  {
    id: 'IB 3171',
    destination: 'Madrid',
    airline: 'Iberia',
    durationMin: 150,
    price: 214,
  },
  {
    id: 'TP 1351',
    destination: 'Lisbon',
    airline: 'TAP',
    durationMin: 165,
    price: 176,
  },
  {
    id: 'SK 1530',
    destination: 'Copenhagen',
    airline: 'SAS',
    durationMin: 110,
    price: 198,
  },
  {
    id: 'AZ 209',
    destination: 'Rome',
    airline: 'ITA Airways',
    durationMin: 145,
    price: 233,
  },
  {
    id: 'OS 452',
    destination: 'Vienna',
    airline: 'Austrian',
    durationMin: 120,
    price: 167,
  },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'airline', headerName: 'Airline', width: 130 },
  { field: 'durationMin', headerName: 'Minutes', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

/** Starts with "price under 200": readers can change or remove the filter afterwards. */
export default function FilterInitialStateGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'price', operator: '<', value: 200 }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
