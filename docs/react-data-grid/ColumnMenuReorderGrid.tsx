import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColumnMenu,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { screeningColumns, screenings } from './columnMenuData';

// Items are sorted by displayOrder; the built-in values are 10 (sort), 20 (filter) and 30 (columns).
function FilterFirstColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 5 },
        columnMenuSortItem: { displayOrder: 40 },
      }}
    />
  );
}

/** The filter item first and the sort items last. */
export default function ColumnMenuReorderGrid() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid
        rows={screenings}
        columns={screeningColumns}
        hideFooter
        slots={{ columnMenu: FilterFirstColumnMenu }}
      />
    </Box>
  );
}
