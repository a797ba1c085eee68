import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  estimateH: number;
}

const rows: Task[] = [
  { id: 1, title: 'Draft the release notes', owner: 'Amira', estimateH: 3 },
  { id: 2, title: 'Review the login flow', owner: 'Jonas', estimateH: 5 },
  { id: 3, title: 'Update the pricing page', owner: 'Chloé', estimateH: 2 },
  { id: 4, title: 'Fix the CSV import', owner: 'Amira', estimateH: 8 },
  { id: 5, title: 'Plan the team offsite', owner: 'Marco', estimateH: 4 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'estimateH', headerName: 'Estimate (h)', type: 'number', width: 120 },
];

function TasksToolbar() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const nextId = React.useRef(rows.length + 1);

  const addTask = () => {
    const id = nextId.current;
    nextId.current += 1;
    apiRef.current.updateRows([
      { id, title: `New task ${id}`, owner: 'Unassigned', estimateH: 1 },
    ]);
  };

  const deleteSelected = () => {
    const ids: GridRowId[] = Array.from(apiRef.current.getSelectedRows().keys());
    apiRef.current.updateRows(ids.map((id) => ({ id, _action: 'delete' as const })));
  };

  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>Tasks</Typography>

      <Tooltip title="Add a task">
        <ToolbarButton onClick={addTask}>
          <AddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>

      {/* A disabled button cannot show a tooltip, so it is named with aria-label. */}
      <ToolbarButton
        aria-label="Delete selected tasks"
        disabled={selectedCount === 0}
        onClick={deleteSelected}
      >
        <DeleteIcon fontSize="small" />
      </ToolbarButton>

      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />

      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>

      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

/** Custom actions next to the built-in triggers, all in one keyboard-navigable toolbar. */
export default function ToolbarCustomActionGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: TasksToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
