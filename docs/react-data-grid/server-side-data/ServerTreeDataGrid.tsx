import * as React from 'react';
import Box from '@mui/material/Box';
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
  location: string;
  /** How many people report to this person: the server counts them, the browser never sees them all. */
  reports: number;
}

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 170 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

export default function ServerTreeDataGrid() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ groupKeys = [] }) => {
        await wait(400);
        const rows: Employee[] = teamAt(groupKeys).map((person) => ({
          id: [...groupKeys, person.name].join('/'),
          name: person.name,
          jobTitle: person.jobTitle,
          location: person.location,
          reports: person.team?.length ?? 0,
        }));
        return { rows, rowCount: rows.length };
      },
      // The key of a row among its siblings, sent back in `groupKeys` to fetch its children.
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.reports,
    }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Employee', width: 240 }}
        disableColumnFilter
        disableColumnSorting
      />
    </Box>
  );
}
