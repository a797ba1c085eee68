import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenuContainer,
  useGridApiContext,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { screeningColumns, screenings } from './columnMenuData';

/**
 * A menu written from scratch: GridColumnMenuContainer gives the list, its keyboard handling and closing; the items
 * are the page's own.
 */
function ProgrammeColumnMenu({ hideMenu, colDef, ...other }: GridColumnMenuProps) {
  const apiRef = useGridApiContext();
  const sort = (event: React.MouseEvent, direction: 'asc' | 'desc' | null) => {
    if (direction === null) apiRef.current.setSortModel([]);
    else apiRef.current.sortColumn(colDef.field, direction);
    hideMenu(event);
  };
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <MenuItem onClick={(event) => sort(event, 'asc')}>
        Sort {colDef.headerName} ascending
      </MenuItem>
      <MenuItem onClick={(event) => sort(event, 'desc')}>
        Sort {colDef.headerName} descending
      </MenuItem>
      <MenuItem onClick={(event) => sort(event, null)}>Programme order</MenuItem>
    </GridColumnMenuContainer>
  );
}

/** Every column menu is the page's own component, with three sort entries only. */
export default function ColumnMenuCustomComponentGrid() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid
        rows={screenings}
        columns={screeningColumns}
        hideFooter
        slots={{ columnMenu: ProgrammeColumnMenu }}
      />
    </Box>
  );
}
