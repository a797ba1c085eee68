import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridLogicOperator,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Apartment {
  id: number;
  district: string;
  rooms: number;
  rent: number;
  balcony: boolean;
  available: Date;
}

const districts = [
  'Kreuzberg',
  'Prenzlauer Berg',
  'Neukölln',
  'Charlottenburg',
  'Friedrichshain',
];

const rows: Apartment[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  district: districts[index % districts.length],
  rooms: 1 + ((index * 7) % 4),
  rent: 700 + ((index * 311) % 1500),
  balcony: index % 3 !== 0,
  available: new Date(2025, 6 + (index % 4), 1 + ((index * 5) % 27)),
}));

const columns: GridColDef<Apartment>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 60 },
  { field: 'district', headerName: 'District', flex: 1, minWidth: 150 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 100 },
  { field: 'balcony', headerName: 'Balcony', type: 'boolean', width: 100 },
  { field: 'available', headerName: 'Available', type: 'date', width: 120 },
];

/** Two conditions combined with "and": at least 2 rooms, and a balcony. */
export default function MultiFilterProGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        rowHeight={40}
        initialState={{
          filter: {
            filterModel: {
              logicOperator: GridLogicOperator.And,
              items: [
                { id: 1, field: 'rooms', operator: '>=', value: 2 },
                { id: 2, field: 'balcony', operator: 'is', value: 'true' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
