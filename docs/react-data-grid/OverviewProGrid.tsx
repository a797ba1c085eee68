import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  team: string;
  priority: number;
  opened: Date;
  agent: string;
}

const TEAMS = ['Billing', 'Logistics', 'Accounts'];
const AGENTS = ['Rosa', 'Idris', 'Mette', 'Kenji'];
const SUBJECTS = [
  'Refund request',
  'Parcel delayed',
  'Password reset',
  'Invoice copy',
  'Wrong item',
  'Address change',
];

const rows: Ticket[] = Array.from({ length: 12 }, (_, index) => ({
  id: 4100 + index,
  subject: SUBJECTS[index % SUBJECTS.length],
  team: TEAMS[(index * 2) % TEAMS.length],
  priority: 1 + ((index * 5) % 3),
  opened: new Date(2025, 5, 1 + ((index * 7) % 20)),
  agent: AGENTS[index % AGENTS.length],
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', width: 180 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 100 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120 },
  { field: 'agent', headerName: 'Agent', width: 110 },
];

/** Pro features at a glance: "Ticket" pinned, sorted by team then priority (Shift-click to add columns). */
export default function OverviewProGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          pinnedColumns: { left: ['id'] },
          sorting: {
            sortModel: [
              { field: 'team', sort: 'asc' },
              { field: 'priority', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
