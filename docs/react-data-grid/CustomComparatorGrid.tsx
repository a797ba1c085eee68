import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

type Priority = 'Low' | 'Medium' | 'High' | 'Critical';

interface Ticket {
  id: number;
  summary: string;
  priority: Priority;
  assignee: string;
  notes: string;
}

const rows: Ticket[] = [
  {
    id: 311,
    summary: 'Checkout button unresponsive on Safari',
    priority: 'Critical',
    assignee: 'Mei',
    notes: 'Repro on iOS 17',
  },
  {
    id: 312,
    summary: 'Typo in password reset email',
    priority: 'Low',
    assignee: 'Tomás',
    notes: 'Copy change only',
  },
  {
    id: 313,
    summary: 'Export to CSV drops accents',
    priority: 'High',
    assignee: 'Ines',
    notes: 'Encoding issue',
  },
  {
    id: 314,
    summary: 'Dark mode contrast on badges',
    priority: 'Medium',
    assignee: 'Mei',
    notes: 'Design review',
  },
  {
    id: 315,
    summary: 'Search ignores archived projects',
    priority: 'High',
    assignee: 'Ravi',
    notes: 'Needs index flag',
  },
  {
    id: 316,
    summary: 'Tooltip flickers on hover',
    priority: 'Low',
    assignee: 'Ines',
    notes: 'Cosmetic',
  },
  {
    id: 317,
    summary: 'Invoices fail for zero-amount orders',
    priority: 'Critical',
    assignee: 'Ravi',
    notes: 'Blocks billing',
  },
];

// Alphabetical order would put "Critical" before "High"; rank by severity instead.
const severity: Record<Priority, number> = {
  Low: 0,
  Medium: 1,
  High: 2,
  Critical: 3,
};

const prioritySeverityComparator: GridComparatorFn<Priority> = (a, b) =>
  severity[a] - severity[b];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'summary', headerName: 'Summary', flex: 1, minWidth: 220 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 120,
    sortComparator: prioritySeverityComparator,
    // Most urgent first on the first click.
    sortingOrder: ['desc', 'asc', null],
  },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  {
    field: 'notes',
    headerName: 'Notes (not sortable)',
    width: 190,
    sortable: false,
  },
];

/** A severity-aware comparator on "Priority" and a column that opts out of sorting. */
export default function CustomComparatorGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'priority', sort: 'desc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
