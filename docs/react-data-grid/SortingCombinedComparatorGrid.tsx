import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';
import { plantOrderColumns, plantOrders, type PlantOrder } from './sortingData';

function lastName(fullName: string): string {
  return fullName.slice(fullName.lastIndexOf(' ') + 1);
}

// The built-in comparator does the comparing (locale-aware, empty values first); this one only picks what to compare:
// the last name, then the whole name when two last names are equal.
const byLastName: GridComparatorFn<string> = (a, b, paramsA, paramsB) =>
  gridStringOrNumberComparator(lastName(a), lastName(b), paramsA, paramsB) ||
  gridStringOrNumberComparator(a, b, paramsA, paramsB);

const columns: GridColDef<PlantOrder>[] = plantOrderColumns.map((column) =>
  column.field === 'customer'
    ? {
        ...column,
        headerName: 'Customer (by last name)',
        sortComparator: byLastName,
      }
    : column,
);

/** A comparator built on gridStringOrNumberComparator: customers sort by last name. */
export default function SortingCombinedComparatorGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={plantOrders}
        columns={columns}
        hideFooter
        initialState={{
          sorting: { sortModel: [{ field: 'customer', sort: 'asc' }] },
        }}
      />
    </Box>
  );
}
