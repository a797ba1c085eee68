import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { getMovies, movieColumns, type Movie } from './rowGroupingMovies';

const studioColors: Record<string, 'primary' | 'secondary' | 'success' | 'warning'> =
  {
    Disney: 'primary',
    'Warner Bros.': 'secondary',
    Universal: 'success',
    Paramount: 'warning',
  };

// The grouped column's `renderCell` also draws the value inside the group rows of the grouping column.
const columns: GridColDef<Movie>[] = movieColumns.map((column) =>
  column.field === 'company'
    ? {
        ...column,
        renderCell: (params) =>
          params.value == null ? null : (
            <Chip
              size="small"
              label={params.value}
              color={studioColors[params.value as string] ?? 'default'}
            />
          ),
      }
    : column,
);

export default function RowGroupingCustomCellGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['company'] } }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
