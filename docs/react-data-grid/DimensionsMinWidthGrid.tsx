import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { packageColumns, packages, type Package } from './dimensionsData';

// Drag the separators to the left: "Package" stops at 120 px and "Description" at 250 px.
const columns: GridColDef<Package>[] = packageColumns.map((column) => {
  if (column.field === 'name') return { ...column, width: 160, minWidth: 120 };
  if (column.field === 'description')
    return { ...column, width: 320, minWidth: 250 };
  return column;
});

/** minWidth: how narrow a column may get, when resized or when flex columns shrink. */
export default function DimensionsMinWidthGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={packages} columns={columns} hideFooter />
    </Box>
  );
}
