import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridRowCountProps,
} from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  priority: string;
  agent: string;
}

const subjects = [
  'Cannot reset password',
  'Invoice shows wrong VAT',
  'App crashes on upload',
  'Change delivery address',
  'Refund not received',
  'Two-factor code expired',
];
const priorities = ['Low', 'Normal', 'High', 'Urgent'];
const agents = ['Leila', 'Marco', 'Aiyana', 'Tobias'];

const rows: Ticket[] = Array.from({ length: 30 }, (_, index) => ({
  id: 5201 + index,
  subject: subjects[index % subjects.length],
  priority: priorities[(index * 3) % priorities.length],
  agent: agents[(index * 5) % agents.length],
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'agent', headerName: 'Agent', width: 100 },
];

/** Replaces only the row count of the default footer, which shows it when pagination is off. */
function TicketCount({ rowCount, visibleRowCount }: GridRowCountProps) {
  const text =
    visibleRowCount === rowCount
      ? `${rowCount} open tickets`
      : `${visibleRowCount} of ${rowCount} open tickets match`;
  return (
    <Box data-testid="ticket-count" sx={{ px: 2, fontSize: 14, fontWeight: 500 }}>
      {text}
    </Box>
  );
}

/** Search in the toolbar: the count follows the filter. */
export default function ComponentsRowCountGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ footerRowCount: TicketCount }}
        showToolbar
      />
    </Box>
  );
}
