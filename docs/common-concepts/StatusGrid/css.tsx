import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import './StatusGrid.css';

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

function StatusPill({ value }: GridRenderCellParams<Service, Status>) {
  if (!value) return null;
  return (
    <span className={`status-pill status-pill--${value.toLowerCase()}`}>
      {value}
    </span>
  );
}

const columns: GridColDef<Service>[] = [
  { field: 'name', headerName: 'Service', flex: 1 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'status', headerName: 'Status', width: 140, renderCell: StatusPill },
];

export default function StatusGrid() {
  return (
    <div className="status-card">
      <p className="status-card__title">Service status</p>
      <div className="status-card__grid">
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
