import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { bikeColumns, bikes } from './headerFiltersData';

/** Two fixed conditions: the panel has no Add filter and no Remove all button, only the rows' own controls. */
export default function MultiFilterNoButtonsProGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={bikes}
        columns={bikeColumns}
        showToolbar
        hideFooter
        slotProps={{
          filterPanel: {
            disableAddFilterButton: true,
            disableRemoveAllButton: true,
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'price', operator: '<', value: 1500 },
                { id: 2, field: 'electric', operator: 'is', value: 'false' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
