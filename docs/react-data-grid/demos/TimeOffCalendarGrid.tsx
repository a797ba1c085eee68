import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type LeaveType = 'Vacation' | 'Sick leave' | 'Training';

interface Leave {
  type: LeaveType;
  /** Index of the first working day in DAYS. */
  start: number;
  days: number;
}

interface Employee {
  id: number;
  name: string;
  team: string;
  leaves: Leave[];
}

// Two working weeks, 2 to 13 June 2025 (Monday to Friday).
const DAYS = [
  'Mon 2',
  'Tue 3',
  'Wed 4',
  'Thu 5',
  'Fri 6',
  'Mon 9',
  'Tue 10',
  'Wed 11',
  'Thu 12',
  'Fri 13',
];

const rows: Employee[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    team: 'Support',
    leaves: [{ type: 'Vacation', start: 0, days: 5 }],
  },
  {
    id: 2,
    name: 'Lukas Weber',
    team: 'Support',
    leaves: [{ type: 'Sick leave', start: 2, days: 2 }],
  },
  {
    id: 3,
    name: 'Sofia Marín',
    team: 'Sales',
    leaves: [{ type: 'Training', start: 5, days: 1 }],
  },
  {
    id: 4,
    name: 'Kenji Tanaka',
    team: 'Sales',
    leaves: [
      { type: 'Vacation', start: 1, days: 2 },
      { type: 'Vacation', start: 7, days: 3 },
    ],
  },
  { id: 5, name: 'Priya Raman', team: 'Engineering', leaves: [] },
  {
    id: 6,
    name: 'Tomás Silva',
    team: 'Engineering',
    leaves: [{ type: 'Training', start: 3, days: 2 }],
  },
  {
    id: 7,
    name: 'Ingrid Larsen',
    team: 'Engineering',
    leaves: [{ type: 'Vacation', start: 4, days: 6 }],
  },
  {
    id: 8,
    name: 'Yusuf Demir',
    team: 'Finance',
    leaves: [{ type: 'Sick leave', start: 8, days: 1 }],
  },
];

const LEAVE_COLOR: Record<LeaveType, 'primary' | 'error' | 'secondary'> = {
  Vacation: 'primary',
  'Sick leave': 'error',
  Training: 'secondary',
};

function leaveStartingOn(row: Employee, day: number): Leave | undefined {
  return row.leaves.find((leave) => leave.start === day);
}

const dayColumns: GridColDef<Employee>[] = DAYS.map((label, day) => ({
  field: `day${day}`,
  headerName: label,
  width: 78,
  sortable: false,
  filterable: false,
  disableColumnMenu: true,
  valueGetter: (_value, row) => leaveStartingOn(row, day)?.type ?? null,
  // A leave covers its first day's cell and the cells of the following days: one block per absence.
  colSpan: (_value, row) => leaveStartingOn(row, day)?.days ?? 1,
  renderCell: ({ row }) => {
    const leave = leaveStartingOn(row, day);
    if (!leave) return null;
    return (
      <Chip
        size="small"
        color={LEAVE_COLOR[leave.type]}
        label={leave.days > 1 ? `${leave.type} · ${leave.days} days` : leave.type}
        sx={{ width: '100%' }}
      />
    );
  },
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', width: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  ...dayColumns,
];

/** A two-week time-off planner: one row per employee, one column per working day, one spanned cell per absence. */
export default function TimeOffCalendarGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, height: 32, alignItems: 'center' }}
      >
        {(Object.keys(LEAVE_COLOR) as LeaveType[]).map((type) => (
          <Chip
            key={type}
            size="small"
            color={LEAVE_COLOR[type]}
            label={type}
            variant="outlined"
          />
        ))}
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGrid rows={rows} columns={columns} hideFooter showCellVerticalBorder />
      </Box>
    </Box>
  );
}
