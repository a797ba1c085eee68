import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { packages, type Package } from './dimensionsData';

const columns: GridColDef<Package>[] = [
  { field: 'name', headerName: 'Package' },
  // Not autosized: it takes the remaining width and its text wraps.
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 160 },
  { field: 'license', headerName: 'License' },
  { field: 'stars', headerName: 'Stars', type: 'number' },
];

/**
 * The short columns are autosized on mount; the description takes what is left and each row's height follows its
 * wrapped text.
 */
export default function DimensionsAutosizeDynamicHeightGrid() {
  return (
    <Box sx={{ height: 400, width: '100%', maxWidth: 640 }}>
      <DataGrid
        rows={packages}
        columns={columns}
        getRowHeight={() => 'auto'}
        autosizeOnMount
        autosizeOptions={{
          columns: ['name', 'license', 'stars'],
          includeHeaders: true,
        }}
        hideFooter
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </Box>
  );
}
