import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  city: string;
}

const firstNames = ['Ana', 'Ben', 'Chloé', 'Dev', 'Emma', 'Farid', 'Grace', 'Hugo'];
const lastNames = ['Lopez', 'Novak', 'Okafor', 'Schmidt', 'Tanaka', 'Varga'];
const teams = ['Design', 'Finance', 'Platform', 'Sales', 'Support'];
const cities = ['Lisbon', 'Berlin', 'Toronto', 'Osaka', 'Lyon'];

// The server's table: 60 employees.
const table: Employee[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 5) % lastNames.length]}`,
  team: teams[(index * 3) % teams.length],
  city: cities[Math.floor(index / 3) % cities.length],
}));

/** Stands in for GET /employees?q=…: the server decides which columns the words search. */
function searchEmployees(words: string[]): Promise<Employee[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const needles = words.map((word) => word.toLowerCase());
      resolve(
        table.filter((row) =>
          needles.every((needle) =>
            [row.name, row.team, row.city].some((text) =>
              text.toLowerCase().includes(needle),
            ),
          ),
        ),
      );
    }, 500);
  });
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'city', headerName: 'City', width: 130 },
];

/** Server-side quick filter: one request per pause in typing, counted under the grid. */
export default function FilterServerDebounceGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: [],
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [requests, setRequests] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    setRequests((count) => count + 1);
    const words = (filterModel.quickFilterValues ?? []).map((word) => String(word));
    searchEmployees(words).then((result) => {
      if (!active) return;
      setRows(result);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <Stack spacing={1} sx={{ height: 440, width: '100%' }}>
      <DataGrid
        sx={{ flex: 1, minHeight: 0 }}
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        filterDebounceMs={600}
        loading={loading}
        showToolbar
        disableColumnFilter
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        rowHeight={40}
      />
      <Typography variant="body2" role="status" data-testid="server-requests">
        Requests sent: {requests} · {loading ? 'Loading…' : `${rows.length} rows`}
      </Typography>
    </Stack>
  );
}
