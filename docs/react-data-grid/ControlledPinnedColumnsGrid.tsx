import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  flight: string;
  origin: string;
  destination: string;
  departure: string;
  arrival: string;
  aircraft: string;
  gate: string;
  status: string;
}

const rows: Flight[] = [
  {
    id: 'a',
    flight: 'LH 401',
    origin: 'Frankfurt',
    destination: 'New York JFK',
    departure: '10:05',
    arrival: '12:50',
    aircraft: 'Boeing 747-8',
    gate: 'Z25',
    status: 'Boarding',
  },
  {
    id: 'b',
    flight: 'AF 276',
    origin: 'Paris CDG',
    destination: 'Tokyo Haneda',
    departure: '23:25',
    arrival: '19:05',
    aircraft: 'Boeing 777-300ER',
    gate: 'M40',
    status: 'Scheduled',
  },
  {
    id: 'c',
    flight: 'QF 1',
    origin: 'Sydney',
    destination: 'London LHR',
    departure: '15:55',
    arrival: '05:20',
    aircraft: 'Airbus A380',
    gate: '9',
    status: 'Delayed',
  },
  {
    id: 'd',
    flight: 'ET 500',
    origin: 'Addis Ababa',
    destination: 'Washington IAD',
    departure: '22:30',
    arrival: '07:35',
    aircraft: 'Airbus A350-900',
    gate: 'B7',
    status: 'Scheduled',
  },
  {
    id: 'e',
    flight: 'LA 8084',
    origin: 'São Paulo GRU',
    destination: 'Madrid',
    departure: '17:40',
    arrival: '09:15',
    aircraft: 'Boeing 787-9',
    gate: '311',
    status: 'On time',
  },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'origin', headerName: 'From', width: 150 },
  { field: 'destination', headerName: 'To', width: 170 },
  { field: 'departure', headerName: 'Departs', width: 110 },
  { field: 'arrival', headerName: 'Arrives', width: 110 },
  { field: 'aircraft', headerName: 'Aircraft', width: 170 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

/** The pinned columns are React state; the switch and the column menu both update it. */
export default function ControlledPinnedColumnsGrid() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['flight'],
    right: [],
  });

  const statusPinned = pinnedColumns.right?.includes('status') ?? false;

  const toggleStatus = (checked: boolean) => {
    setPinnedColumns((previous) => ({
      left: previous.left ?? [],
      right: checked
        ? [...(previous.right ?? []).filter((field) => field !== 'status'), 'status']
        : (previous.right ?? []).filter((field) => field !== 'status'),
    }));
  };

  return (
    <Box
      sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={
          <Switch
            checked={statusPinned}
            onChange={(event) => toggleStatus(event.target.checked)}
          />
        }
        label="Pin the Status column to the right"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(model) => setPinnedColumns(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
