import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
} from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
  wind: number;
}

const stations = ['Bergen', 'Cork', 'Nantes', 'Porto', 'Split', 'Tromsø', 'Gdańsk'];

const rows: Reading[] = stations.map((station, index) => ({
  id: index + 1,
  station,
  temperature: 8 + ((index * 5) % 14),
  humidity: 55 + ((index * 11) % 40),
  wind: 3 + ((index * 7) % 25),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', width: 120 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 150,
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];

/** A toolbar slot: the grid renders it, so it reaches the API object through context. */
function InspectorToolbar() {
  const apiRef = useGridApiContext();
  const [lastCell, setLastCell] = React.useState('Click a cell');
  useGridEvent(apiRef, 'cellClick', (params) => {
    setLastCell(
      `${params.colDef.headerName}: ${params.formattedValue ?? params.value}`,
    );
  });
  return (
    <Toolbar>
      <Typography variant="body2" data-testid="last-cell" sx={{ flex: 1, px: 1 }}>
        {lastCell}
      </Typography>
      <Button size="small" onClick={() => void apiRef.current.autosizeColumns()}>
        Fit columns
      </Button>
    </Toolbar>
  );
}

export default function ApiContextToolbarGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: InspectorToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
