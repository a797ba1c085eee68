import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { screeningColumns, screenings } from './columnMenuData';

/** The default column menu: open it from the ⋮ button of any header. */
export default function ColumnMenuBasicGrid() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid rows={screenings} columns={screeningColumns} hideFooter />
    </Box>
  );
}
