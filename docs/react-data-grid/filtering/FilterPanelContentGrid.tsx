import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridSlotProps } from '@mui/x-data-grid';
import { contactColumns, contacts } from './customizationData';

// Props of the panel's parts: the column list sorted A–Z, outlined inputs and no "Remove all" button.
const filterPanelProps: GridSlotProps['filterPanel'] = {
  columnsSort: 'asc',
  disableRemoveAllButton: true,
  filterFormProps: {
    columnInputProps: { variant: 'outlined', size: 'small' },
    operatorInputProps: { variant: 'outlined', size: 'small' },
    valueInputProps: { InputComponentProps: { variant: 'outlined', size: 'small' } },
  },
};

/** The filter panel restyled through slotProps.filterPanel; open Filters in the toolbar. */
export default function FilterPanelContentGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={contacts}
        columns={contactColumns}
        showToolbar
        hideFooter
        slotProps={{ filterPanel: filterPanelProps }}
      />
    </Box>
  );
}
