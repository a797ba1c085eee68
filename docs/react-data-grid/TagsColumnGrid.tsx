import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridFilterInputValue,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  name: string;
  tags: string[];
}

const rows: Recipe[] = [
  { id: 1, name: 'Shakshuka', tags: ['vegetarian', 'brunch', 'one-pan'] },
  { id: 2, name: 'Pad kra pao', tags: ['spicy', 'quick'] },
  { id: 3, name: 'Minestrone', tags: ['vegan', 'soup', 'batch'] },
  { id: 4, name: 'Fish tacos', tags: ['quick'] },
  { id: 5, name: 'Dal makhani', tags: ['vegetarian', 'batch', 'spicy', 'slow'] },
];

// "has tag": rows whose tag list contains the typed tag.
const hasTagOperator: GridFilterOperator<Recipe, string[], string> = {
  label: 'has tag',
  value: 'hasTag',
  getApplyFilterFn: (item) => {
    const wanted = String(item.value ?? '')
      .trim()
      .toLowerCase();
    if (wanted === '') return null;
    return (value) => (value ?? []).some((tag) => tag === wanted);
  },
  InputComponent: GridFilterInputValue,
};

// A "tags" column type: chips on screen, text in exports, sorted by number of tags.
const tagsColumn: GridColTypeDef<string[], string> = {
  type: 'custom',
  width: 300,
  sortComparator: (a, b) => (a?.length ?? 0) - (b?.length ?? 0),
  valueFormatter: (value: string[] | undefined) => (value ?? []).join(', '),
  renderCell: (params) => (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', height: '100%' }}
    >
      {(params.value ?? []).map((tag: string) => (
        <Chip key={tag} label={tag} size="small" />
      ))}
    </Stack>
  ),
  filterOperators: [hasTagOperator],
  getApplyQuickFilterFn: (search: string) => {
    const wanted = search.toLowerCase();
    return (value: string[] | undefined) =>
      (value ?? []).some((tag) => tag.includes(wanted));
  },
};

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', width: 160 },
  { field: 'tags', headerName: 'Tags', ...tagsColumn },
];

/** A column of string arrays with its own rendering, sorting, filter operator and quick filter. */
export default function TagsColumnGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'tags', operator: 'hasTag', value: 'quick' }],
            },
          },
        }}
      />
    </Box>
  );
}
