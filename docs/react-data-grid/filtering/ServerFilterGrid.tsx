import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Library {
  id: number;
  name: string;
  district: string;
  books: number;
}

const districts = ['North', 'South', 'East', 'West', 'Centre'];
const prefixes = [
  'Oak',
  'River',
  'Hill',
  'Market',
  'Garden',
  'Station',
  'Castle',
  'Mill',
];

// The server's table: 40 branch libraries.
const table: Library[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  name: `${prefixes[index % prefixes.length]} ${['Lane', 'Road', 'Square', 'Park', 'Street'][index % 5]} Library`,
  district: districts[(index * 3) % districts.length],
  books: 8000 + ((index * 1733) % 42000),
}));

/** Stands in for GET /libraries?field=…&operator=…&value=…: filters on the "server" after 400 ms. */
function fetchLibraries(model: GridFilterModel): Promise<Library[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      let result = table;
      for (const item of model.items) {
        if (item.value == null || item.value === '') continue;
        const needle = String(item.value).toLowerCase();
        result = result.filter((row) => {
          const cell = String(row[item.field as keyof Library]).toLowerCase();
          if (item.operator === 'equals') return cell === needle;
          if (item.operator === 'startsWith') return cell.startsWith(needle);
          return cell.includes(needle); // "contains", and a safe default
        });
      }
      const words = (model.quickFilterValues ?? []).map((word) =>
        String(word).toLowerCase(),
      );
      result = result.filter((row) =>
        words.every((word) =>
          [row.name, row.district].some((text) => text.toLowerCase().includes(word)),
        ),
      );
      resolve(result);
    }, 400);
  });
}

const columns: GridColDef<Library>[] = [
  { field: 'name', headerName: 'Library', flex: 1, minWidth: 180 },
  { field: 'district', headerName: 'District', width: 120 },
  // This fake server only filters text: the number column offers no filter.
  {
    field: 'books',
    headerName: 'Books',
    type: 'number',
    width: 110,
    filterable: false,
  },
];

/** filterMode="server": the grid reports the model, the page fetches the matching rows. */
export default function ServerFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
  });
  const [rows, setRows] = React.useState<Library[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchLibraries(filterModel).then((result) => {
      if (!active) return;
      setRows(result);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
        showToolbar
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        rowHeight={40}
      />
    </Box>
  );
}
