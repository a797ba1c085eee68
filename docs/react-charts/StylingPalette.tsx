import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { mangoFusionPalette } from '@mui/x-charts/colorPalettes';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

/** `colors` replaces the palette; a series `color` overrides it for that series only. */
export default function StylingPalette() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        colors={mangoFusionPalette}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={[
          // Meals served by a school canteen.
          { data: [310, 295, 330, 320, 280], label: 'Lunch' },
          { data: [120, 110, 135, 128, 90], label: 'Breakfast' },
          { data: [45, 40, 52, 47, 61], label: 'Vegetarian', color: '#2e7d32' },
        ]}
        height={300}
      />
    </Box>
  );
}
