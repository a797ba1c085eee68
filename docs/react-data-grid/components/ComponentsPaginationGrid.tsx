import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  moons: number;
}

const names = [
  'Mercury',
  'Venus',
  'Earth',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
];
const moons = [0, 0, 1, 2, 95, 146, 28, 16];

// Eight planets, then dwarf planets and large moons: 24 bodies, five per page.
const extra = [
  'Ceres',
  'Pluto',
  'Haumea',
  'Makemake',
  'Eris',
  'Io',
  'Europa',
  'Ganymede',
  'Callisto',
  'Titan',
  'Rhea',
  'Iapetus',
  'Dione',
  'Tethys',
  'Enceladus',
  'Triton',
];
const rows: Planet[] = [...names, ...extra].map((name, index) => ({
  id: index + 1,
  name,
  moons: index < 8 ? moons[index] : [0, 5, 2, 1, 1][index % 5],
}));

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Body', flex: 1 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 140 },
];

/** Numbered pages instead of the default arrows, reading and setting the page through the API. */
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ mr: 1 }}
    />
  );
}

export default function ComponentsPaginationGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pagination
        pageSizeOptions={[5]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
