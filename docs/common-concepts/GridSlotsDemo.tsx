import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import {
  DataGrid,
  GridOverlay,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

// Teach TypeScript about the extra prop our overlay accepts through `slotProps.noRowsOverlay`.
declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    message?: string;
  }
}

interface Task {
  id: number;
  task: string;
  owner: string;
  due: string;
}

const allTasks: Task[] = [
  { id: 1, task: 'Review pull request #482', owner: 'Ines', due: 'Today' },
  { id: 2, task: 'Update the onboarding checklist', owner: 'Ravi', due: 'Tomorrow' },
  { id: 3, task: 'Prepare the sprint demo', owner: 'Mei', due: 'Friday' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'due', headerName: 'Due', width: 110 },
];

/** Replaces the grid's built-in "No rows" overlay. It receives the grid's props plus `message`. */
function EmptyInboxOverlay({ message, ...other }: GridSlotProps['noRowsOverlay']) {
  return (
    <GridOverlay {...other}>
      <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <InboxIcon fontSize="large" />
        <Typography variant="body2">{message ?? 'Nothing here.'}</Typography>
      </Stack>
    </GridOverlay>
  );
}

/** `slots` swaps a subcomponent; `slotProps` passes props to it (built-in or custom). */
export default function GridSlotsDemo() {
  const [showTasks, setShowTasks] = React.useState(false);

  return (
    <Box
      sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={
          <Switch
            checked={showTasks}
            onChange={(event) => setShowTasks(event.target.checked)}
          />
        }
        label="Load tasks"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={showTasks ? allTasks : []}
          columns={columns}
          slots={{ noRowsOverlay: EmptyInboxOverlay }}
          slotProps={{
            noRowsOverlay: { message: 'Inbox zero: no open tasks.' },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
