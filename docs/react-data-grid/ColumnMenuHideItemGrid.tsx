import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColumnMenu,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { screeningColumns, screenings } from './columnMenuData';

// A slot set to null removes the item: here the "Hide column" and "Manage columns" entries.
function MenuWithoutColumnsItem(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

/** Column menus with sorting and filtering only. */
export default function ColumnMenuHideItemGrid() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid
        rows={screenings}
        columns={screeningColumns}
        hideFooter
        slots={{ columnMenu: MenuWithoutColumnsItem }}
      />
    </Box>
  );
}
