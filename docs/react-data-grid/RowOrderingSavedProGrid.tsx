import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Task {
  id: string;
  task: string;
  owner: string;
}

const initialTasks: Task[] = [
  { id: 'T-101', task: 'Fix checkout timeout', owner: 'Priya' },
  { id: 'T-102', task: 'Translate onboarding emails', owner: 'Lucas' },
  { id: 'T-103', task: 'Rotate API keys', owner: 'Noor' },
  { id: 'T-104', task: 'Review Q3 roadmap', owner: 'Emil' },
  { id: 'T-105', task: 'Archive old invoices', owner: 'Sofia' },
];

/** Moves one item of a list, as the grid just did on screen. */
function moveItem<T>(list: T[], from: number, to: number): T[] {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A fake backend: stores the order after 400 ms, as a real request would take a while. */
function saveOrder(ids: string[]): Promise<string[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(ids), 400);
  });
}

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'Ticket', width: 100 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 110 },
];

/** The new order is written back to React state and sent to a simulated server. */
export default function RowOrderingSavedProGrid() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const [status, setStatus] = React.useState(
    'Priority order: T-101, T-102, T-103, T-104, T-105',
  );
  const latestRequest = React.useRef(0);

  const handleRowOrderChange = async (params: GridRowOrderChangeParams) => {
    const next = moveItem(tasks, params.oldIndex, params.targetIndex);
    setTasks(next);
    setStatus('Saving…');
    const request = latestRequest.current + 1;
    latestRequest.current = request;
    const saved = await saveOrder(next.map((task) => task.id));
    // A newer move may have been made while this one was saving.
    if (request === latestRequest.current) {
      setStatus(`Priority order: ${saved.join(', ')}`);
    }
  };

  return (
    <Box
      sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={tasks}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-testid="saved-order"
        sx={{ mt: 1, height: 24 }}
      >
        {status}
      </Typography>
    </Box>
  );
}
