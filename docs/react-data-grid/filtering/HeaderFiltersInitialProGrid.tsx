import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  getGridNumericOperators,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  status: string;
  priority: number;
}

const subjects = [
  'Cannot reset password',
  'Invoice shows wrong VAT',
  'Export to CSV times out',
  'Dark mode contrast too low',
  'Two-factor code not received',
  'Search ignores accents',
];
const statuses = ['Open', 'Waiting', 'Closed'];

const rows: Ticket[] = Array.from({ length: 18 }, (_, index) => ({
  id: 1001 + index,
  subject: subjects[index % subjects.length],
  status: statuses[(index * 2) % statuses.length],
  priority: 1 + ((index * 5) % 4),
}));

const columns: GridColDef<Ticket>[] = [
  {
    field: 'id',
    headerName: 'Ticket',
    type: 'number',
    width: 100,
    filterable: false,
  },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 140,
  },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'number',
    width: 130,
    // The operator menu of this header filter offers only these three.
    filterOperators: getGridNumericOperators().filter((operator) =>
      ['=', '>=', '<='].includes(operator.value),
    ),
  },
];

/** Header filters that start filled in: open tickets of priority 2 or more. */
export default function HeaderFiltersInitialProGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        hideFooter
        rowHeight={40}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { field: 'status', operator: 'is', value: 'Open' },
                { field: 'priority', operator: '>=', value: 2 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
