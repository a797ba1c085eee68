import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { packageColumns, packages, type Package } from './dimensionsData';

// "Description" takes three shares of the free space for every share of "Package"; the others keep their width.
const columns: GridColDef<Package>[] = packageColumns.map((column) => {
  if (column.field === 'name') return { ...column, flex: 1, minWidth: 110 };
  if (column.field === 'description') return { ...column, flex: 3, minWidth: 200 };
  return { ...column, width: 120 };
});

/** flex: fluid columns that share the width the fixed columns leave. */
export default function DimensionsFluidGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={packages} columns={columns} hideFooter />
    </Box>
  );
}
