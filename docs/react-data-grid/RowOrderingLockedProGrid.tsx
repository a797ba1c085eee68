import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type IsRowReorderableParams,
} from '@mui/x-data-grid-pro';

interface AgendaItem {
  id: number;
  duration: string;
  topic: string;
  fixed: boolean;
}

const rows: AgendaItem[] = [
  { id: 1, duration: '30 min', topic: 'Welcome and coffee', fixed: true },
  { id: 2, duration: '45 min', topic: 'Platform roadmap', fixed: false },
  { id: 3, duration: '45 min', topic: 'Design system update', fixed: false },
  { id: 4, duration: '60 min', topic: 'Customer panel', fixed: false },
  { id: 5, duration: '60 min', topic: 'Lunch', fixed: true },
  { id: 6, duration: '90 min', topic: 'Hack session', fixed: false },
];

const columns: GridColDef<AgendaItem>[] = [
  { field: 'duration', headerName: 'Duration', width: 100 },
  { field: 'topic', headerName: 'Topic', flex: 1, minWidth: 180 },
  {
    field: 'fixed',
    headerName: 'Fixed',
    type: 'boolean',
    width: 90,
  },
  // Listing the reorder column moves it: here it comes last, narrower than its default.
  { ...GRID_REORDER_COL_DEF, width: 44 },
];

// Fixed items (welcome, lunch) cannot be picked up; other items can still move around them.
const isRowReorderable = (params: IsRowReorderableParams<AgendaItem>) =>
  !params.row.fixed;

/** The handle sits in the last column, and fixed agenda items cannot be dragged. */
export default function RowOrderingLockedProGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        isRowReorderable={isRowReorderable}
        hideFooter
      />
    </Box>
  );
}
