import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { teamAt, wait } from './simulatedServer';

interface Employee {
  id: string;
  name: string;
  jobTitle: string;
  reports: number;
}

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 170 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

export default function ServerTreeDataExpandedGrid() {
  const [requested, setRequested] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ groupKeys = [] }) => {
        const level =
          groupKeys.length === 0 ? 'top level' : groupKeys[groupKeys.length - 1];
        setRequested((list) => [...list, level]);
        await wait(400);
        const rows: Employee[] = teamAt(groupKeys).map((person) => ({
          id: [...groupKeys, person.name].join('/'),
          name: person.name,
          jobTitle: person.jobTitle,
          reports: person.team?.length ?? 0,
        }));
        return { rows, rowCount: rows.length };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.reports,
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ height: 440, width: '100%' }}>
      <Typography variant="body2" sx={{ height: 40 }} data-testid="requests">
        Requests: {requested.join(' → ')}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          treeData
          defaultGroupingExpansionDepth={2}
          groupingColDef={{ headerName: 'Employee', width: 240 }}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Stack>
  );
}
