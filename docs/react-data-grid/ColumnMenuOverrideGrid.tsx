import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { screeningColumns, screenings } from './columnMenuData';

/** Replaces the built-in filter item: same slot, own label, opens the filter panel on this column. */
function FilterByColumnItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  if (colDef.filterable === false) return null;
  return (
    <MenuItem
      onClick={(event) => {
        onClick(event);
        apiRef.current.showFilterPanel(colDef.field);
      }}
    >
      <ListItemIcon>
        <FilterAltIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>
        Filter films by {colDef.headerName ?? colDef.field}
      </ListItemText>
    </MenuItem>
  );
}

function ScreeningColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFilterItem: FilterByColumnItem }}
    />
  );
}

/** The filter item of every column menu is a component of the page, at the same position. */
export default function ColumnMenuOverrideGrid() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid
        rows={screenings}
        columns={screeningColumns}
        hideFooter
        slots={{ columnMenu: ScreeningColumnMenu }}
      />
    </Box>
  );
}
