import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';

interface Country {
  id: string;
  name: string;
  capital: string;
  populationM: number;
  areaKm2: number;
}

const rows: Country[] = [
  {
    id: 'PT',
    name: 'Portugal',
    capital: 'Lisbon',
    populationM: 10.4,
    areaKm2: 92212,
  },
  {
    id: 'CL',
    name: 'Chile',
    capital: 'Santiago',
    populationM: 19.6,
    areaKm2: 756102,
  },
  {
    id: 'VN',
    name: 'Vietnam',
    capital: 'Hanoi',
    populationM: 100.3,
    areaKm2: 331212,
  },
  {
    id: 'KE',
    name: 'Kenya',
    capital: 'Nairobi',
    populationM: 55.1,
    areaKm2: 580367,
  },
];

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', flex: 1, minWidth: 130 },
  { field: 'capital', headerName: 'Capital', width: 130 },
  { field: 'populationM', headerName: 'Population (M)', type: 'number', width: 150 },
  { field: 'areaKm2', headerName: 'Area (km²)', type: 'number', width: 130 },
];

/** onColumnHeaderClick and onColumnHeaderDoubleClick report which header was used. */
export default function ColumnHeaderEventsGrid() {
  const [message, setMessage] = React.useState('Click or double-click a header.');

  const describe = (action: string) => (params: GridColumnHeaderParams) => {
    setMessage(`${action} "${params.colDef.headerName ?? params.field}"`);
  };

  return (
    <Box
      sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnHeaderClick={describe('Clicked')}
          onColumnHeaderDoubleClick={describe('Double-clicked')}
          hideFooter
        />
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-testid="header-event"
        sx={{ mt: 1, height: 24 }}
      >
        {message}
      </Typography>
    </Box>
  );
}
