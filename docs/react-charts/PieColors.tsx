import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { blueberryTwilightPalette } from '@mui/x-charts/colorPalettes';

// How commuters of a city get to work, in percent.
const modes = [
  { id: 'car', label: 'Car', value: 38 },
  { id: 'transit', label: 'Public transport', value: 29 },
  { id: 'bike', label: 'Bicycle', value: 17, color: '#2e7d32' },
  { id: 'walk', label: 'Walking', value: 12 },
  { id: 'other', label: 'Other', value: 4 },
];

/** Slices take the palette's colours in turn; one item sets its own colour. */
export default function PieColors() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        colors={blueberryTwilightPalette}
        series={[{ data: modes, innerRadius: 40 }]}
      />
    </Box>
  );
}
