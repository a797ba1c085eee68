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
// Monthly result of a small ski rental business, in thousands of euros: winter profit, summer loss.
const result = [38, 41, 22, 4, -6, -9, -4, -3, -7, -2, 9, 31];

/** A piecewise colour map on the value axis: red below zero, green above. */
export default function BarsColorScale() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            width: 40,
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: ['#d32f2f', '#2e7d32'],
            },
          },
        ]}
        series={[
          { data: result, label: 'Result (k€)', valueFormatter: (v) => `${v} k€` },
        ]}
        hideLegend
      />
    </Box>
  );
}
