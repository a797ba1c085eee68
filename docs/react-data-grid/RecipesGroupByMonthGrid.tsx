import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  subject: string;
  openedOn: Date;
  agent: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// 12 tickets spread over March to May 2025, from fixed values.
const rows: Ticket[] = [
  'Password reset loop',
  'Invoice shows wrong VAT',
  'Export to CSV times out',
  'Cannot invite teammate',
  'Dark mode contrast',
  'Two-factor code not received',
  'Webhook retries',
  'Duplicate charge',
  'SSO login fails',
  'Slow dashboard',
  'Wrong time zone in report',
  'Mobile push not delivered',
].map((subject, index) => ({
  id: index + 1,
  subject,
  openedOn: new Date(2025, 2 + (index % 3), 3 + index * 2),
  agent: ['Mia', 'Kwame', 'Lena'][index % 3],
}));

/** "2025-03" sorts chronologically as text; the cell keeps showing the full date. */
function monthKey(value: Date | null | undefined) {
  if (!value) {
    return null;
  }
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}`;
}

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  {
    field: 'openedOn',
    headerName: 'Opened',
    type: 'date',
    width: 140,
    groupingValueGetter: (value: Date) => monthKey(value),
    // Leaf rows format their date; group rows receive the "2025-03" key instead.
    valueFormatter: (value: Date | string | null | undefined) => {
      if (value instanceof Date) {
        return value.toLocaleDateString('en-US', { dateStyle: 'medium' });
      }
      if (!value) {
        return '';
      }
      const [year, month] = value.split('-');
      return `${MONTHS[Number(month) - 1]} ${year}`;
    },
  },
  { field: 'agent', headerName: 'Agent', width: 120 },
];

/** Tickets grouped by the month they were opened, a value no row stores. */
export default function RecipesGroupByMonthGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['openedOn'] } }}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
