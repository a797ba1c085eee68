import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Tea', 'Coffee', 'Cocoa', 'Juice', 'Water'];
// Drinks sold by a vending machine in one week.
const sold = [42, 118, 27, 64, 91];

type Anchor = 'pointer' | 'node';
type Side = 'top' | 'bottom' | 'left' | 'right';

/** An item tooltip attached to the hovered bar (`anchor: 'node'`) on the side of your choice. */
export default function TooltipPosition() {
  const [anchor, setAnchor] = React.useState<Anchor>('node');
  const [position, setPosition] = React.useState<Side>('top');
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="anchor"
          value={anchor}
          onChange={(event) => setAnchor(event.target.value as Anchor)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="pointer">pointer</MenuItem>
          <MenuItem value="node">node</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="position"
          value={position}
          onChange={(event) => setPosition(event.target.value as Side)}
          sx={{ minWidth: 120 }}
        >
          {['top', 'bottom', 'left', 'right'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: products }]}
        yAxis={[{ width: 40 }]}
        series={[{ data: sold, label: 'Sold' }]}
        slotProps={{ tooltip: { trigger: 'item', anchor, position } }}
        hideLegend
      />
    </Box>
  );
}
