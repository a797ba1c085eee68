import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Commits pushed to a repository each day of the last two weeks.
const commits = [12, 18, 7, 22, 15, 3, 1, 19, 24, 16, 21, 14, 2, 0];

/** A bar sparkline: no axes, no legend, no margin. */
export default function BarDemoTiny() {
  return (
    <Box sx={{ width: 240, height: 80 }}>
      <BarChart
        height={80}
        xAxis={[
          {
            scaleType: 'band',
            data: commits.map((_, index) => index),
            position: 'none',
          },
        ]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: commits, label: 'Commits', color: '#2e7d32' }]}
        margin={0}
        hideLegend
      />
    </Box>
  );
}
