import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import {
  DataGridPremium,
  useGridApiContext,
  type DataGridPremiumProps,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  title: string;
  status: 'To do' | 'In progress' | 'Done';
  owner: string;
}

const rows: Task[] = [
  { id: 1, title: 'Draft release notes', status: 'To do', owner: 'Hugo' },
  { id: 2, title: 'Review pricing page', status: 'In progress', owner: 'Yara' },
  { id: 3, title: 'Fix login redirect', status: 'Done', owner: 'Sven' },
  { id: 4, title: 'Update onboarding emails', status: 'In progress', owner: 'Hugo' },
  { id: 5, title: 'Archive old dashboards', status: 'Done', owner: 'Yara' },
  { id: 6, title: 'Plan Q3 roadmap', status: 'To do', owner: 'Sven' },
  { id: 7, title: 'Rotate API keys', status: 'Done', owner: 'Hugo' },
];

const statusColor = {
  'To do': 'default',
  'In progress': 'warning',
  Done: 'success',
} as const;

function StatusGroupCell(props: GridRenderCellParams<Task>) {
  const { id, rowNode, formattedValue } = props;
  const apiRef = useGridApiContext();

  // Leaf rows have nothing to show in the grouping column.
  if (rowNode.type !== 'group') {
    return null;
  }
  const status = String(formattedValue ?? rowNode.groupingKey) as Task['status'];
  const count = rowNode.children.length;

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: rowNode.depth * 2 }}
    >
      <IconButton
        size="small"
        aria-label={
          rowNode.childrenExpanded ? `Collapse ${status}` : `Expand ${status}`
        }
        onClick={(event) => {
          // Keep the click from also selecting or focusing another cell.
          event.stopPropagation();
          apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
        }}
      >
        {rowNode.childrenExpanded ? (
          <KeyboardArrowDownIcon fontSize="small" />
        ) : (
          <KeyboardArrowRightIcon fontSize="small" />
        )}
      </IconButton>
      <Chip size="small" label={status} color={statusColor[status] ?? 'default'} />
      <span>
        {count} {count === 1 ? 'task' : 'tasks'}
      </span>
    </Box>
  );
}

const groupingColDef: DataGridPremiumProps<Task>['groupingColDef'] = {
  headerName: 'Status',
  width: 260,
  renderCell: (params) => <StatusGroupCell {...params} />,
};

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'owner', headerName: 'Owner', width: 110 },
];

/** The grouping column draws its own group cell: a toggle, a coloured chip and a count. */
export default function RecipesCustomGroupCellGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['status'] },
          columns: { columnVisibilityModel: { status: false } },
        }}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
