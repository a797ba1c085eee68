import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
  },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
  { id: 4, title: 'Parable of the Sower', author: 'Octavia E. Butler', year: 1993 },
  { id: 5, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
];

const STORAGE_KEY = 'mui-x-docs.filterRecipe.books';
const EMPTY: GridFilterModel = { items: [] };
const FIELDS = new Set(columns.map((column) => column.field));

/**
 * Reads a stored model without trusting it: anything else than a small list of
 * items on known fields, with a text operator and a string or number value, is
 * dropped in favour of no filter.
 */
function readStoredModel(): GridFilterModel {
  try {
    const parsed: unknown = JSON.parse(
      window.localStorage.getItem(STORAGE_KEY) ?? '',
    );
    if (typeof parsed !== 'object' || parsed === null) return EMPTY;
    const items = (parsed as { items?: unknown }).items;
    if (!Array.isArray(items) || items.length > 5) return EMPTY;
    const valid: GridFilterItem[] = [];
    for (const item of items) {
      const { field, operator, value } = (item ?? {}) as Record<string, unknown>;
      if (typeof field !== 'string' || !FIELDS.has(field)) return EMPTY;
      if (typeof operator !== 'string' || !/^[a-zA-Z<>=!]{1,20}$/.test(operator)) {
        return EMPTY;
      }
      if (
        value !== undefined &&
        typeof value !== 'string' &&
        typeof value !== 'number'
      ) {
        return EMPTY;
      }
      valid.push({ field, operator, value });
    }
    return { items: valid };
  } catch {
    return EMPTY;
  }
}

/** The filter survives a reload: it is stored on every change and read back on mount. */
export default function FilterRecipeRememberGrid() {
  const [filterModel, setFilterModel] =
    React.useState<GridFilterModel>(readStoredModel);

  const handleChange = (model: GridFilterModel) => {
    setFilterModel(model);
    try {
      window.localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ items: model.items }),
      );
    } catch {
      // Storage may be full or blocked; the filter still works for this visit.
    }
  };

  return (
    <Box
      sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={handleChange}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, height: 24 }}>
        Set a filter, then reload the page: it is still there.
      </Typography>
    </Box>
  );
}
