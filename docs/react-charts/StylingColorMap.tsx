import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
// Mean temperature in Montreal, °C.
const temperature = [-10, -8, -2, 6, 13, 19, 21, 20, 15, 8, 2, -6];

/** A piecewise colour map on the y-axis: bars below zero are blue, the others orange. */
export default function StylingColorMap() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: ['#1e88e5', '#fb8c00'],
            },
          },
        ]}
        series={[{ data: temperature, label: 'Mean temperature (°C)' }]}
        height={300}
      />
    </Box>
  );
}
