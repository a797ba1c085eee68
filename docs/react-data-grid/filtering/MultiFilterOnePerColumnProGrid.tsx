import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
} from '@mui/x-data-grid-pro';
import { bikeColumns, bikes } from './headerFiltersData';

// A column already used by another filter row is not offered again.
const filterColumns = ({ field, columns, currentFilters }: FilterColumnsArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return columns
    .filter(
      (column) =>
        column.filterable && (column.field === field || !used.has(column.field)),
    )
    .map((column) => column.field);
};

// "Add filter" starts on the first column that has no filter yet.
const getColumnForNewFilter = ({
  currentFilters,
  columns,
}: GetColumnForNewFilterArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return (
    columns.find((column) => column.filterable && !used.has(column.field))?.field ??
    null
  );
};

/** Multi-filters with at most one filter per column; open Filters and add a few. */
export default function MultiFilterOnePerColumnProGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={bikes}
        columns={bikeColumns}
        showToolbar
        hideFooter
        slotProps={{
          filterPanel: { filterFormProps: { filterColumns }, getColumnForNewFilter },
        }}
      />
    </Box>
  );
}
