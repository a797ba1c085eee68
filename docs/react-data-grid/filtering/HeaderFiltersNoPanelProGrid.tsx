import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { bikeColumns, bikes } from './headerFiltersData';

/**
 * Header filters as the only way to filter: disableColumnFilter removes the panel and the menus' Filter item,
 * and a null headerFilterMenu removes each input's operator menu.
 */
export default function HeaderFiltersNoPanelProGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={bikes}
        columns={bikeColumns}
        headerFilters
        disableColumnFilter
        slots={{ headerFilterMenu: null }}
        hideFooter
      />
    </Box>
  );
}
