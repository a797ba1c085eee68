import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { plantOrderColumns, plantOrders, type PlantOrder } from './sortingData';

// Amounts and dates are most often read largest or newest first; the other columns keep the grid's cycle.
const columns: GridColDef<PlantOrder>[] = plantOrderColumns.map((column) =>
  column.field === 'total' || column.field === 'placed'
    ? { ...column, sortingOrder: ['desc', 'asc'] }
    : column,
);

/** sortingOrder on two column definitions: "Total" and "Placed" start descending and skip the unsorted step. */
export default function SortingOrderPerColumnGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={plantOrders} columns={columns} hideFooter />
    </Box>
  );
}
