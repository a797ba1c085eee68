import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A mobile game: players reaching each level during their first week.
const levels = [
  { label: 'Level 1', value: 92000 },
  { label: 'Level 5', value: 51000 },
  { label: 'Level 10', value: 27000 },
  { label: 'Level 20', value: 9400 },
];

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

/** `sectionLabel.position` and `offset`: labels inside a section, or outside next to it. */
export default function FunnelLabelPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
          sx={{ minWidth: 120 }}
        >
          {['top', 'middle', 'bottom'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
          sx={{ minWidth: 120 }}
        >
          {['start', 'center', 'end'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 320 }}>
        <FunnelChart
          series={[
            {
              data: levels,
              sectionLabel: {
                position: { vertical, horizontal },
                offset: { x: horizontal === 'end' ? 8 : 0 },
              },
              valueFormatter: (item) => `${(item.value / 1000).toFixed(0)}k players`,
            },
          ]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
