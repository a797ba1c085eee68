import * as React from 'react';
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

const statusClasses: Record<Status, string> = {
  Operational: 'bg-emerald-100 text-emerald-800',
  Degraded: 'bg-amber-100 text-amber-800',
  Down: 'bg-rose-100 text-rose-800',
};

function StatusPill({ value }: GridRenderCellParams<Service, Status>) {
  if (!value) return null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusClasses[value]}`}
    >
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
    <div className="w-full rounded-xl border border-slate-300 p-4">
      <p className="mb-3 text-sm font-semibold">Service status</p>
      <div className="h-[270px]">
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
