import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  destination: string;
  departure: string;
  gate: string;
  status: string;
}

const flights: Flight[] = [
  {
    id: 'AF1234',
    destination: 'Paris CDG',
    departure: '07:15',
    gate: 'A12',
    status: 'Boarding',
  },
  {
    id: 'LH0981',
    destination: 'Frankfurt',
    departure: '07:40',
    gate: 'B03',
    status: 'On time',
  },
  {
    id: 'BA0317',
    destination: 'London LHR',
    departure: '08:05',
    gate: 'A07',
    status: 'Delayed',
  },
  {
    id: 'KL1602',
    destination: 'Amsterdam',
    departure: '08:20',
    gate: 'C21',
    status: 'On time',
  },
  {
    id: 'IB3401',
    destination: 'Madrid',
    departure: '08:45',
    gate: 'B11',
    status: 'On time',
  },
  {
    id: 'SK0552',
    destination: 'Copenhagen',
    departure: '09:10',
    gate: 'C04',
    status: 'Cancelled',
  },
  {
    id: 'OS0412',
    destination: 'Vienna',
    departure: '09:30',
    gate: 'A02',
    status: 'On time',
  },
  {
    id: 'LX0631',
    destination: 'Zurich',
    departure: '09:55',
    gate: 'B08',
    status: 'On time',
  },
];

/** Pin a flight from its row action; pinned flights stay at the top and leave `rows`. */
export default function RowPinningActionProGrid() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>(['BA0317']);

  const togglePin = React.useCallback((id: GridRowId) => {
    setPinnedIds((previous) =>
      previous.includes(id)
        ? previous.filter((pinned) => pinned !== id)
        : [...previous, id],
    );
  }, []);

  // A row is either in `rows` or in `pinnedRows`, never in both.
  const rows = React.useMemo(
    () => flights.filter((flight) => !pinnedIds.includes(flight.id)),
    [pinnedIds],
  );
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Flight>>(
    () => ({
      top: pinnedIds
        .map((id) => flights.find((flight) => flight.id === id))
        .filter((flight): flight is Flight => flight !== undefined),
    }),
    [pinnedIds],
  );

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      { field: 'id', headerName: 'Flight', width: 100 },
      { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
      { field: 'departure', headerName: 'Departs', width: 90 },
      { field: 'gate', headerName: 'Gate', width: 80 },
      { field: 'status', headerName: 'Status', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Pin',
        width: 110,
        getActions: ({ id }) => {
          const pinned = pinnedIds.includes(id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={pinned ? 'Unpin' : 'Pin to top'}
              onClick={() => togglePin(id)}
            />,
          ];
        },
      },
    ],
    [pinnedIds, togglePin],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        rowHeight={40}
        hideFooter
      />
    </Box>
  );
}
