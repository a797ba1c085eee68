import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  assignee: string;
  estimate: number;
}

const rows: Task[] = [
  { id: 1, title: 'Draft the release notes', assignee: 'Noor', estimate: 3 },
  { id: 2, title: 'Review the checkout flow', assignee: 'Tomás', estimate: 5 },
  { id: 3, title: 'Update the onboarding emails', assignee: 'Ada', estimate: 2 },
  { id: 4, title: 'Plan the Q3 survey', assignee: 'Kenji', estimate: 8 },
];

/** The simulated server: stores the task after 800 ms, or refuses estimates over 40 hours. */
function saveTask(task: Task): Promise<Task> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (task.estimate > 40) {
        reject(
          new Error(
            `Estimates above 40 hours must be split (got ${task.estimate}).`,
          ),
        );
      } else {
        resolve(task);
      }
    }, 800);
  });
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 220, editable: true },
  { field: 'assignee', headerName: 'Assignee', width: 120, editable: true },
  {
    field: 'estimate',
    headerName: 'Estimate (h)',
    type: 'number',
    width: 130,
    editable: true,
  },
];

type Status = { severity: 'success' | 'error' | 'info'; message: string };

/** Optimistic updates: the edit shows at once and is rolled back if the server refuses it. */
export default function PersistenceOptimisticGrid() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState<Status>({
    severity: 'info',
    message: 'Edits show at once; the server answers after 800 ms.',
  });
  // The latest edit of each row: an answer about an older edit must not undo a newer one.
  const latestEdit = React.useRef(new Map<GridRowId, number>());

  const processRowUpdate = React.useCallback(
    (newRow: Task, oldRow: Task) => {
      const edit = (latestEdit.current.get(newRow.id) ?? 0) + 1;
      latestEdit.current.set(newRow.id, edit);
      setStatus({ severity: 'info', message: `Saving “${newRow.title}”…` });
      saveTask(newRow).then(
        (stored) => {
          if (latestEdit.current.get(stored.id) !== edit) return;
          setStatus({
            severity: 'success',
            message: `Server confirmed “${stored.title}” (${stored.estimate} h).`,
          });
        },
        (error: Error) => {
          if (latestEdit.current.get(newRow.id) !== edit) return;
          apiRef.current?.updateRows([oldRow]);
          setStatus({ severity: 'error', message: `Rolled back: ${error.message}` });
        },
      );
      // Returned at once: the grid leaves edit mode without waiting for the server.
      return newRow;
    },
    [apiRef],
  );

  return (
    <Box
      sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Alert severity={status.severity} role="status" sx={{ mt: 1 }}>
        {status.message}
      </Alert>
    </Box>
  );
}
