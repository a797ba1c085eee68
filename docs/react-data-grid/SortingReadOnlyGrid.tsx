import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { plantOrderColumns, plantOrders } from './sortingData';

const PRESETS: Record<string, GridSortModel> = {
  newest: [{ field: 'placed', sort: 'desc' }],
  largest: [{ field: 'total', sort: 'desc' }],
  customer: [{ field: 'customer', sort: 'asc' }],
};

/**
 * Headers do not sort (disableColumnSorting), but the sort model still applies: the toggle buttons are the only
 * way to change the order.
 */
export default function SortingReadOnlyGrid() {
  const [preset, setPreset] = React.useState('newest');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        onChange={(_event, value: string | null) => value && setPreset(value)}
        sx={{ mb: 1, height: 32, display: 'flex' }}
      >
        <ToggleButton value="newest">Newest first</ToggleButton>
        <ToggleButton value="largest">Largest first</ToggleButton>
        <ToggleButton value="customer">By customer</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={plantOrders}
          columns={plantOrderColumns}
          hideFooter
          disableColumnSorting
          sortModel={PRESETS[preset]}
        />
      </Box>
    </Box>
  );
}
