import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { PieChart } from '@mui/x-charts/PieChart';
import type { Direction } from '@mui/x-charts/ChartsLegend';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

// Energy mix of a country, in percent.
const energy = [
  { id: 'nuclear', value: 65, label: 'Nuclear' },
  { id: 'hydro', value: 12, label: 'Hydro' },
  { id: 'wind', value: 9, label: 'Wind' },
  { id: 'solar', value: 5, label: 'Solar' },
  { id: 'gas', value: 9, label: 'Gas' },
];

/** Move the legend around the chart and change the direction of its items. */
export default function LegendPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  const [direction, setDirection] = React.useState<Direction>('vertical');
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
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
        >
          {['start', 'center', 'end'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
        >
          {['vertical', 'horizontal'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* A fixed box: the chart shares it with the legend wherever the legend goes. */}
      <Box sx={{ height: 280 }}>
        <PieChart
          series={[{ data: energy, innerRadius: 40 }]}
          slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
        />
      </Box>
    </Stack>
  );
}
