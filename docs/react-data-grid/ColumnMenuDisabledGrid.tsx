import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { screeningColumns, screenings } from './columnMenuData';

/** disableColumnMenu: no menu button in any header; a click on a header still sorts. */
export default function ColumnMenuDisabledGrid() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid
        rows={screenings}
        columns={screeningColumns}
        hideFooter
        disableColumnMenu
      />
    </Box>
  );
}
