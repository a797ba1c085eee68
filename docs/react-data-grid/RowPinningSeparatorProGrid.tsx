import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { flightColumns, flights } from './pinningData';

type Separator = 'border' | 'border-and-shadow';

// The first flight pinned on top, the last at the bottom; the others scroll between them.
const pinnedRows = { top: [flights[0]], bottom: [flights[flights.length - 1]] };
const rows = flights.slice(1, -1);

/** Scroll the board: the two separator styles mark where the pinned rows end. */
export default function RowPinningSeparatorProGrid() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={separator}
        onChange={(_event, next: Separator | null) =>
          next !== null && setSeparator(next)
        }
        aria-label="pinnedRowsSectionSeparator"
        sx={{ height: 32, mb: 1 }}
      >
        <ToggleButton value="border-and-shadow">border-and-shadow</ToggleButton>
        <ToggleButton value="border">border</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={rows}
          columns={flightColumns}
          pinnedRows={pinnedRows}
          pinnedRowsSectionSeparator={separator}
          hideFooter
        />
      </Box>
    </Box>
  );
}
