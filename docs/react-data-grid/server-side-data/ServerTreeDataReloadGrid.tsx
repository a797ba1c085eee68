import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { teamAt, wait } from './simulatedServer';

interface Employee {
  id: string;
  name: string;
  jobTitle: string;
  presence: string;
  asOf: string;
  reports: number;
}

const presences = ['Available', 'In a meeting', 'Focus time', 'Away'];

export default function ServerTreeDataReloadGrid() {
  const apiRef = useGridApiRef();

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ groupKeys = [] }) => {
        await wait(300);
        // Presence changes with time on the server: each answer is a fresh snapshot.
        const now = new Date();
        const tick = Math.floor(now.getTime() / 2000);
        const rows: Employee[] = teamAt(groupKeys).map((person, index) => ({
          id: [...groupKeys, person.name].join('/'),
          name: person.name,
          jobTitle: person.jobTitle,
          presence:
            presences[(tick + index * 3 + groupKeys.length) % presences.length],
          asOf: now.toLocaleTimeString('en-GB'),
          reports: person.team?.length ?? 0,
        }));
        return { rows, rowCount: rows.length };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.reports,
    }),
    [],
  );

  const columns: GridColDef<Employee>[] = React.useMemo(
    () => [
      { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 160 },
      { field: 'presence', headerName: 'Presence', width: 120 },
      { field: 'asOf', headerName: 'As of', width: 90 },
      {
        field: 'reload',
        headerName: 'Team',
        width: 70,
        sortable: false,
        renderCell: ({ row }) =>
          row.reports > 0 ? (
            <IconButton
              size="small"
              aria-label={`Reload the team of ${row.name}`}
              // Fetches this row's children again (no cache answers instead).
              onClick={() => apiRef.current?.dataSource.fetchRows(row.id)}
            >
              <RefreshIcon fontSize="small" />
            </IconButton>
          ) : null,
      },
    ],
    [apiRef],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        columns={columns}
        dataSource={dataSource}
        // No cache: every expansion and every reload asks the server.
        dataSourceCache={null}
        treeData
        groupingColDef={{ headerName: 'Employee', width: 220 }}
        disableColumnFilter
        disableColumnSorting
        hideFooter
      />
    </Box>
  );
}
