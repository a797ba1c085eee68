import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { readingColumns, readings } from './visibilityData';

const togglable = (columns: GridColDef[]) =>
  columns
    .filter((column) => column.field !== 'station')
    .map((column) => column.field);

/** getTogglableColumns: the panel lists the measurements only; Station is left out. */
export default function VisibilityTogglableGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={readings}
        columns={readingColumns}
        showToolbar
        hideFooter
        slotProps={{ columnsManagement: { getTogglableColumns: togglable } }}
      />
    </Box>
  );
}
