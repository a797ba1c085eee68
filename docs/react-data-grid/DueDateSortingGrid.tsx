import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridDateComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  due: Date | null;
}

const rows: Task[] = [
  {
    id: 1,
    title: 'Renew the TLS certificates',
    owner: 'Ravi',
    due: new Date(2025, 4, 12),
  },
  { id: 2, title: 'Draft the Q3 hiring plan', owner: 'Mei', due: null },
  {
    id: 3,
    title: 'Migrate invoices to the new ledger',
    owner: 'Ines',
    due: new Date(2025, 3, 28),
  },
  { id: 4, title: 'Review the onboarding checklist', owner: 'Tomás', due: null },
  {
    id: 5,
    title: 'Archive 2023 support tickets',
    owner: 'Mei',
    due: new Date(2025, 5, 3),
  },
  {
    id: 6,
    title: 'Replace the office router',
    owner: 'Ravi',
    due: new Date(2025, 4, 2),
  },
];

// The built-in comparator puts empty values first in ascending order and, inverted,
// last in descending order. This one keeps tasks without a due date at the bottom in
// both directions, and only inverts the comparison of real dates.
function emptyLastComparator(
  direction: GridSortDirection,
): GridComparatorFn<Date | null> {
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b, cellA, cellB) => {
    if (a == null || b == null) {
      return (a == null ? 1 : 0) - (b == null ? 1 : 0);
    }
    return sign * gridDateComparator(a, b, cellA, cellB);
  };
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 240 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  {
    field: 'due',
    headerName: 'Due (empty last)',
    type: 'date',
    width: 160,
    getSortComparator: emptyLastComparator,
  },
];

/** Tasks without a due date stay at the bottom whichever way "Due" is sorted. */
export default function DueDateSortingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'due', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
