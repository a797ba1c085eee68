import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  origin: string;
  destination: string;
  status: string;
  gate: string;
}

const rows: Flight[] = [
  {
    id: 1,
    flight: 'AF 1234',
    origin: 'Paris',
    destination: 'Madrid',
    status: 'On time',
    gate: 'K42',
  },
  {
    id: 2,
    flight: 'LH 981',
    origin: 'Frankfurt',
    destination: 'Dublin',
    status: 'Delayed',
    gate: 'A17',
  },
  {
    id: 3,
    flight: 'IB 3170',
    origin: 'Madrid',
    destination: 'Paris',
    status: 'Boarding',
    gate: 'J05',
  },
  {
    id: 4,
    flight: 'KL 1623',
    origin: 'Amsterdam',
    destination: 'Rome',
    status: 'On time',
    gate: 'D12',
  },
  {
    id: 5,
    flight: 'SK 4601',
    origin: 'Copenhagen',
    destination: 'Madrid',
    status: 'Cancelled',
    gate: 'B08',
  },
  {
    id: 6,
    flight: 'AZ 609',
    origin: 'Rome',
    destination: 'Amsterdam',
    status: 'Delayed',
    gate: 'C21',
  },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'Origin', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'gate', headerName: 'Gate', flex: 1, minWidth: 80 },
];

// Readers filter by route and status only; flight numbers and gates stay out of the panel.
const filterPanelProps: Partial<GridSlotProps['filterPanel']> = {
  filterFormProps: {
    filterColumns: () => ['origin', 'destination', 'status'],
    columnsSort: 'asc',
  },
  // The panel opens on a field that the list above offers.
  getColumnForNewFilter: () => 'status',
};

function FlightsToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(props) => (
          <Button {...props} size="small" startIcon={<FilterListIcon />}>
            Filter flights
          </Button>
        )}
      />
    </Toolbar>
  );
}

/** A filter panel limited to some columns through slotProps.filterPanel. */
export default function FilterPanelFilterColumnsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: FlightsToolbar }}
        slotProps={{ filterPanel: filterPanelProps }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
