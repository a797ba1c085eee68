import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';
// In your application: delete this import and call the global `fetch` below.
import { simulatedFetch as fetch, type Employee } from './employeesApi';

const API_URL = 'http://localhost:3001/api/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary (€)',
    type: 'number',
    width: 120,
  },
  { field: 'startDate', headerName: 'Started', width: 110 },
];

/** The grid's request, turned into the query string the server understands. */
function buildQuery(params: GridGetRowsParams): string {
  const { page, pageSize } = params.paginationModel ?? { page: 0, pageSize: 10 };
  return new URLSearchParams({
    page: String(page),
    pageSize: String(pageSize),
    sortModel: JSON.stringify(params.sortModel),
    filterModel: JSON.stringify(params.filterModel),
  }).toString();
}

async function getRows(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const response = await fetch(`${API_URL}?${buildQuery(params)}`);
  if (!response.ok) {
    throw new Error(`The server answered ${response.status}.`);
  }
  const data: { rows: Employee[]; rowCount: number } = await response.json();
  return { rows: data.rows, rowCount: data.rowCount };
}

export default function TutorialEmployeesGrid() {
  // Defined once: a new data source object would make the grid start over.
  const dataSource: GridDataSource = React.useMemo(() => ({ getRows }), []);

  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', boxSizing: 'border-box' }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1, height: 32 }}>
        Employees
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pagination
          pageSizeOptions={[10, 25, 50]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
        />
      </Box>
    </Paper>
  );
}
