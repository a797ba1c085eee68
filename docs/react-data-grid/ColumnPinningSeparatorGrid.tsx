import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, type DataGridProProps } from '@mui/x-data-grid-pro';
import { flightColumns, flights } from './pinningData';

type Separator = DataGridProProps['pinnedColumnsSectionSeparator'];

/** The three looks of the boundary between pinned and scrolling columns. */
export default function ColumnPinningSeparatorGrid() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={separator}
        onChange={(_event, value: Separator | null) => value && setSeparator(value)}
        sx={{ mb: 1, height: 32, display: 'flex' }}
      >
        <ToggleButton value="border">border</ToggleButton>
        <ToggleButton value="shadow">shadow</ToggleButton>
        <ToggleButton value="border-and-shadow">border-and-shadow</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={flights}
          columns={flightColumns}
          hideFooter
          pinnedColumnsSectionSeparator={separator}
          initialState={{ pinnedColumns: { left: ['flight'], right: ['status'] } }}
        />
      </Box>
    </Box>
  );
}
