import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

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
// A lake's water level against its long-term average, in centimetres.
const level = [12, 18, 25, 31, 20, 4, -9, -21, -27, -14, 2, 9];

/** A piecewise colour map on the y-axis fills the area blue above zero and orange below. */
export default function AreasDemoFillByValue() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          {
            width: 35,
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: ['#ef6c00', '#1e88e5'],
            },
          },
        ]}
        series={[
          {
            data: level,
            label: 'Level vs average (cm)',
            area: true,
            curve: 'natural',
            showMark: false,
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Box>
  );
}
