import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  assignee: string;
  due: Date;
  estimateH: number;
}

const rows: Task[] = [
  {
    id: 1,
    title: 'Migrate billing to the new API',
    assignee: 'Ana',
    due: new Date(2025, 5, 2),
    estimateH: 16,
  },
  {
    id: 2,
    title: 'Write onboarding checklist',
    assignee: 'Bilal',
    due: new Date(2025, 5, 4),
    estimateH: 3,
  },
  {
    id: 3,
    title: 'Fix flaky login test',
    assignee: 'Chen',
    due: new Date(2025, 5, 5),
    estimateH: 2,
  },
  {
    id: 4,
    title: 'Design empty states',
    assignee: 'Dara',
    due: new Date(2025, 5, 9),
    estimateH: 8,
  },
  {
    id: 5,
    title: 'Rotate API keys',
    assignee: 'Ana',
    due: new Date(2025, 5, 10),
    estimateH: 1,
  },
  {
    id: 6,
    title: 'Draft Q3 roadmap',
    assignee: 'Emeka',
    due: new Date(2025, 5, 12),
    estimateH: 6,
  },
  {
    id: 7,
    title: 'Audit colour contrast',
    assignee: 'Dara',
    due: new Date(2025, 5, 13),
    estimateH: 4,
  },
  {
    id: 8,
    title: 'Upgrade database driver',
    assignee: 'Chen',
    due: new Date(2025, 5, 16),
    estimateH: 5,
  },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 220 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
  { field: 'estimateH', headerName: 'Estimate (h)', type: 'number', width: 120 },
];

/** A checkbox column; the footer counts the selected rows. */
export default function CheckboxSelectionGrid() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        hideFooterPagination
      />
    </Box>
  );
}
