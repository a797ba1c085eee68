import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Task {
  id: string;
  label: string;
  locked?: boolean;
  children?: Task[];
}

const sprint: Task[] = [
  {
    id: 'backlog',
    label: 'Backlog',
    locked: true,
    children: [
      { id: 'task-1', label: 'Add CSV import' },
      { id: 'task-2', label: 'Fix login redirect' },
    ],
  },
  {
    id: 'done',
    label: 'Done',
    locked: true,
    children: [{ id: 'task-3', label: 'Dark mode', locked: true }],
  },
];

export default function LeafOnlyEditingTree() {
  return (
    <Box sx={{ height: 230, minWidth: 260 }}>
      <RichTreeView
        items={sprint}
        defaultExpandedItems={['backlog', 'done']}
        // Columns and finished tasks keep their names.
        isItemEditable={(task) => !task.locked}
      />
    </Box>
  );
}
