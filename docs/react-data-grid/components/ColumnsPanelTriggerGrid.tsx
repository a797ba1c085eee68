import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface Vehicle {
  id: number;
  plate: string;
  model: string;
  depot: string;
  mileageKm: number;
  nextService: string;
  driver: string;
}

const rows: Vehicle[] = [
  {
    id: 1,
    plate: 'AB-123-CD',
    model: 'Renault Kangoo',
    depot: 'Rennes',
    mileageKm: 48210,
    nextService: '2025-05-02',
    driver: 'L. Moreau',
  },
  {
    id: 2,
    plate: 'EF-456-GH',
    model: 'Peugeot Partner',
    depot: 'Rennes',
    mileageKm: 91300,
    nextService: '2025-04-18',
    driver: 'K. Diallo',
  },
  {
    id: 3,
    plate: 'IJ-789-KL',
    model: 'Ford Transit',
    depot: 'Angers',
    mileageKm: 15780,
    nextService: '2025-09-30',
    driver: 'P. Girard',
  },
  {
    id: 4,
    plate: 'MN-012-OP',
    model: 'Citroën Berlingo',
    depot: 'Angers',
    mileageKm: 67045,
    nextService: '2025-06-11',
    driver: 'S. Laurent',
  },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 120 },
  { field: 'model', headerName: 'Model', width: 160 },
  { field: 'depot', headerName: 'Depot', width: 100 },
  { field: 'mileageKm', headerName: 'Mileage (km)', type: 'number', width: 130 },
  { field: 'nextService', headerName: 'Next service', width: 130 },
  { field: 'driver', headerName: 'Driver', flex: 1, minWidth: 120 },
];

function FleetToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<ViewColumnIcon />}
            variant={state.open ? 'contained' : 'text'}
          >
            {state.open ? 'Close columns' : 'Choose columns'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

/** A columns panel trigger whose label and look follow the panel's open state. */
export default function ColumnsPanelTriggerGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { driver: false } } }}
        slots={{ toolbar: FleetToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
