import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { bikeColumns, bikes } from './headerFiltersData';

/** showClearIcon: a filled header filter gets its own clear button, next to the operator menu. */
export default function HeaderFiltersClearProGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={bikes}
        columns={bikeColumns}
        headerFilters
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'kind', operator: 'is', value: 'City' }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
