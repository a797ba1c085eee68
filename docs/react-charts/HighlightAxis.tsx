import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [0, 3, 6, 9, 12, 15, 18, 21];
// Cars per hour on a motorway section.
const traffic = [310, 180, 1450, 2100, 1600, 1850, 2400, 900];

/** `axisHighlight` draws a vertical line and a horizontal line following the pointer. */
export default function HighlightAxis() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
        series={[{ data: traffic, label: 'Cars per hour' }]}
        axisHighlight={{ x: 'line', y: 'line' }}
        height={300}
      />
    </Box>
  );
}
