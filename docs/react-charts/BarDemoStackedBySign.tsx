import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// A library's collection: books added (up) and withdrawn (down), per section.
const series = [
  { label: 'Fiction', data: [120, 95, -40, 110, -25, 130] },
  { label: 'Non-fiction', data: [80, -30, 60, -45, 70, 55] },
  { label: 'Children', data: [-20, 65, 50, 40, 85, -35] },
];

/** `stackOffset: 'diverging'` stacks positive values up and negative values down from zero. */
export default function BarDemoStackedBySign() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 40 }]}
        series={series.map((item) => ({
          ...item,
          stack: 'books',
          stackOffset: 'diverging' as const,
        }))}
      />
    </Box>
  );
}
