import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  priority: string;
}

const initialRows: Task[] = [
  { id: 1, task: 'Renew TLS certificates', owner: 'Ops', priority: 'High' },
  { id: 2, task: 'Update onboarding guide', owner: 'People', priority: 'Low' },
  { id: 3, task: 'Rotate database password', owner: 'Ops', priority: 'High' },
  { id: 4, task: 'Review Q3 budget', owner: 'Finance', priority: 'Medium' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

/** A right-click menu on rows: the `row` slot receives an onContextMenu through slotProps. */
export default function ComponentsRowContextMenuGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [menu, setMenu] = React.useState<{
    id: GridRowId;
    x: number;
    y: number;
  } | null>(null);

  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const id = event.currentTarget.getAttribute('data-id');
    if (id === null) return;
    setMenu({ id: Number(id), x: event.clientX, y: event.clientY });
  };

  const setPriority = (priority: string) => {
    if (menu) {
      setRows((previous) =>
        previous.map((row) => (row.id === menu.id ? { ...row, priority } : row)),
      );
    }
    setMenu(null);
  };

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{
          row: {
            onContextMenu: handleContextMenu,
            style: { cursor: 'context-menu' },
          },
        }}
      />
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
      >
        {['High', 'Medium', 'Low'].map((priority) => (
          <MenuItem key={priority} onClick={() => setPriority(priority)}>
            Priority: {priority}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            if (menu)
              setRows((previous) => previous.filter((row) => row.id !== menu.id));
            setMenu(null);
          }}
        >
          Delete task
        </MenuItem>
      </Menu>
    </Box>
  );
}
