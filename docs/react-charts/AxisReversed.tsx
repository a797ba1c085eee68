import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Chart positions of two songs: 1 is the best rank.
const songA = [12, 8, 5, 3, 1, 1, 2, 4];
const songB = [20, 15, 9, 6, 4, 3, 1, 1];

/** `reverse` puts rank 1 at the top; `min` and `max` fix the domain. */
export default function AxisReversed() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ reverse: true, min: 1, max: 20, label: 'Rank' }]}
        series={[
          { data: songA, label: 'Song A' },
          { data: songB, label: 'Song B' },
        ]}
        height={300}
      />
    </Box>
  );
}
