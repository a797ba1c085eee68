import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `Week ${index + 1}`);
// Weekly sign-ups to a newsletter.
const signUps = [310, 342, 298, 365, 410, 398, 452, 487, 470, 515, 560, 602];

/** `position: 'none'` removes an axis and its space; its scale still places the data and the grid. */
export default function AxisHidden() {
  return (
    <Box sx={{ width: '100%', height: 200 }}>
      <LineChart
        height={200}
        xAxis={[{ scaleType: 'point', data: weeks, position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        grid={{ horizontal: true }}
        series={[{ data: signUps, label: 'Sign-ups', area: true }]}
        hideLegend
      />
    </Box>
  );
}
