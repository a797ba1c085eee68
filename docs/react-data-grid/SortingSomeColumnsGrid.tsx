import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { plantOrderColumns, plantOrders, type PlantOrder } from './sortingData';

// Customer and plant names have no useful order here: their headers stop sorting.
const UNSORTABLE = new Set(['customer', 'plant']);
const columns: GridColDef<PlantOrder>[] = plantOrderColumns.map((column) =>
  UNSORTABLE.has(column.field) ? { ...column, sortable: false } : column,
);

/** sortable: false on two columns; the others still sort on click. */
export default function SortingSomeColumnsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={plantOrders} columns={columns} hideFooter />
    </Box>
  );
}
