import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { FailureSwitch, teamAt, wait } from './simulatedServer';

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

/** A failed request for a row's children: the toggle shows an error badge, and expanding again retries. */
export default function ServerTreeDataErrorGrid() {
  const [failure] = React.useState(() => new FailureSwitch());
  const [armed, setArmed] = React.useState(false);
  const [error, setError] = React.useState('No error');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ groupKeys = [] }) => {
        await wait(350);
        // Only requests for children can fail here, so the top level always loads.
        if (groupKeys.length > 0) failure.check();
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
    [failure],
  );

  return (
    <Stack spacing={1} sx={{ height: 400, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 32 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={armed}
          onClick={() => {
            failure.arm();
            setArmed(true);
          }}
        >
          Fail the next expansion
        </Button>
        <Typography variant="body2" data-testid="tree-error" noWrap>
          {error}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Employee', width: 240 }}
          onDataSourceError={(dataSourceError) => {
            setArmed(failure.isArmed);
            setError(dataSourceError.message);
          }}
          disableColumnFilter
          disableColumnSorting
          hideFooter
        />
      </Box>
    </Stack>
  );
}
