import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  Toolbar,
  gridRowGroupingModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  subject: string;
  team: string;
  priority: string;
  status: string;
}

const teams = ['Billing', 'Mobile app', 'Web app'];
const priorities = ['High', 'Medium', 'Low'];
const statuses = ['Open', 'In progress', 'Waiting'];
const subjects = [
  'Refund request',
  'Login loop',
  'Slow search',
  'Export fails',
  'Wrong VAT',
  'Push missing',
];

const rows: Ticket[] = Array.from({ length: 18 }, (_, index) => ({
  id: 3100 + index,
  subject: subjects[index % subjects.length],
  team: teams[(index * 2) % teams.length],
  priority: priorities[(index * 5) % priorities.length],
  status: statuses[(index * 7) % statuses.length],
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
];

// The columns offered for grouping, with the header names of their definitions.
const groupable = columns.filter((column) => column.field !== 'subject');

function GroupingToolbar() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridRowGroupingModelSelector);

  return (
    <Toolbar style={{ gap: 8, justifyContent: 'flex-start' }}>
      <Typography variant="body2" sx={{ mr: 1 }}>
        Group by
      </Typography>
      {groupable.map(({ field, headerName }) => {
        const active = model.includes(field);
        return (
          <Chip
            key={field}
            size="small"
            label={headerName}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            aria-pressed={active}
            onClick={() =>
              active
                ? apiRef.current.removeRowGroupingCriteria(field)
                : apiRef.current.addRowGroupingCriteria(field)
            }
          />
        );
      })}
    </Toolbar>
  );
}

/** Row grouping switched from toolbar chips, in the order they are clicked. */
export default function ToolbarRowGroupingPremiumGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['team'] } }}
        slots={{ toolbar: GroupingToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
