import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  salary: number;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    department: 'Engineering',
    office: 'Lagos',
    salary: 98000,
  },
  {
    id: 2,
    name: 'Bruno Costa',
    department: 'Sales',
    office: 'Porto',
    salary: 64000,
  },
  {
    id: 3,
    name: 'Chloé Martin',
    department: 'Design',
    office: 'Lyon',
    salary: 71000,
  },
  { id: 4, name: 'Dev Patel', department: 'Sales', office: 'Leeds', salary: 59000 },
  {
    id: 5,
    name: 'Elif Yılmaz',
    department: 'Engineering',
    office: 'Izmir',
    salary: 87000,
  },
  {
    id: 6,
    name: 'Femi Adeyemi',
    department: 'Support',
    office: 'Lagos',
    salary: 48000,
  },
  {
    id: 7,
    name: 'Greta Lind',
    department: 'Design',
    office: 'Malmö',
    salary: 76000,
  },
  {
    id: 8,
    name: 'Hana Sato',
    department: 'Engineering',
    office: 'Osaka',
    salary: 112000,
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
];

/** What the view looks like before anyone changes it: no sort, no filter. */
const defaultView: GridInitialState = {
  sorting: { sortModel: [] },
  filter: { filterModel: { items: [] } },
};

function summary(state: GridInitialState | null): string {
  if (!state) return 'nothing saved yet';
  const sort = state.sorting?.sortModel ?? [];
  const filters = state.filter?.filterModel?.items ?? [];
  const sortText =
    sort.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
  const filterText =
    filters
      .map((item) => `${item.field} ${item.operator} "${item.value ?? ''}"`)
      .join(', ') || 'none';
  return `sort: ${sortText}; filter: ${filterText}`;
}

/** exportState() takes a snapshot of the models; restoreState() puts it back. */
export default function StateSaveRestoreGrid() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => {
    if (apiRef.current) setSaved(apiRef.current.exportState());
  };
  const restore = () => {
    if (apiRef.current && saved) apiRef.current.restoreState(saved);
  };
  const reset = () => apiRef.current?.restoreState(defaultView);

  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button size="small" variant="contained" onClick={save}>
          Save view
        </Button>
        <Button size="small" variant="outlined" onClick={restore} disabled={!saved}>
          Restore saved view
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Typography
        variant="body2"
        data-testid="saved-view"
        sx={{ color: 'text.secondary', minHeight: 20 }}
        noWrap
      >
        Saved: {summary(saved)}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
