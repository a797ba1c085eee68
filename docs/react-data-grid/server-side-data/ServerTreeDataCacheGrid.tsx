import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { teamAt, wait } from './simulatedServer';

interface Employee {
  id: string;
  name: string;
  jobTitle: string;
  location: string;
  reports: number;
}

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 170 },
  { field: 'location', headerName: 'Location', width: 120 },
];

// A cache of your own: one minute of life, and a key that tells the levels of the tree apart.
const treeCache = new GridDataSourceCacheDefault({
  ttl: 60_000,
  getKey: (params: GridGetRowsParams) =>
    JSON.stringify([
      params.filterModel,
      params.sortModel,
      params.groupKeys,
      params.start,
      params.end,
    ]),
});

/** Collapse a team and expand it again: the answer comes from the cache, and the counter stays. */
export default function ServerTreeDataCacheGrid() {
  const [requests, setRequests] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ groupKeys = [] }) => {
        setRequests((count) => count + 1);
        await wait(300);
        const rows: Employee[] = teamAt(groupKeys).map((person) => ({
          id: [...groupKeys, person.name].join('/'),
          name: person.name,
          jobTitle: person.jobTitle,
          location: person.location,
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
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography
        variant="body2"
        sx={{ height: 24 }}
        data-testid="tree-cache-requests"
      >
        Requests that reached the server: {requests}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={treeCache}
          treeData
          groupingColDef={{ headerName: 'Employee', width: 240 }}
          disableColumnFilter
          disableColumnSorting
          hideFooter
        />
      </Box>
    </Box>
  );
}
