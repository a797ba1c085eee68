import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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
  location: string;
  reports: number;
}

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 170 },
  { field: 'location', headerName: 'Location', width: 120 },
];

/** Expand a few people, then reload: the switch decides whether their teams stay open. */
export default function ServerTreeDataKeepExpandedGrid() {
  const apiRef = useGridApiRef();
  const [keepChildrenExpanded, setKeepChildrenExpanded] = React.useState(true);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ groupKeys = [] }) => {
        await wait(300);
        const rows: Employee[] = teamAt(groupKeys).map((person) => ({
          // Ids built from the path stay the same from one answer to the next.
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

  const reload = () => {
    apiRef.current?.dataSource.fetchRows(undefined, {
      skipCache: true,
      keepChildrenExpanded,
    });
  };

  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 40 }}>
        <Button size="small" variant="contained" onClick={reload}>
          Reload the top level
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={keepChildrenExpanded}
              onChange={(event) => setKeepChildrenExpanded(event.target.checked)}
            />
          }
          label="keepChildrenExpanded"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
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
