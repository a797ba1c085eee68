import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

type Status = 'Operational' | 'Degraded' | 'Down';

interface Service {
  id: number;
  name: string;
  region: string;
  status: Status;
}

const rows: Service[] = [
  { id: 1, name: 'Checkout API', region: 'eu-west', status: 'Operational' },
  { id: 2, name: 'Search', region: 'us-east', status: 'Degraded' },
  { id: 3, name: 'Image resizer', region: 'ap-south', status: 'Down' },
  { id: 4, name: 'Webhooks', region: 'eu-west', status: 'Operational' },
];

const statusColor = {
  Operational: 'success',
  Degraded: 'warning',
  Down: 'error',
} as const;

function StatusPill({ value }: GridRenderCellParams<Service, Status>) {
  if (!value) return null;
  const color = statusColor[value];
  return (
    <Box
      component="span"
      sx={{
        px: 1,
        py: 0.25,
        borderRadius: 99,
        fontSize: '0.75rem',
        fontWeight: 500,
        color: `${color}.dark`,
        bgcolor: `${color}.light`,
      }}
    >
      {value}
    </Box>
  );
}

const columns: GridColDef<Service>[] = [
  { field: 'name', headerName: 'Service', flex: 1 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'status', headerName: 'Status', width: 140, renderCell: StatusPill },
];

export default function StatusGrid() {
  return (
    <Box
      sx={{
        width: '100%',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
        Service status
      </Typography>
      <Box sx={{ height: 270 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          sx={{ '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 } }}
        />
      </Box>
    </Box>
  );
}
