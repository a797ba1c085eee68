import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';

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

// Average daily low and high of each month, in °C.
const oslo: [number, number][] = [
  [-7, -1],
  [-7, 0],
  [-4, 4],
  [1, 10],
  [6, 16],
  [10, 20],
  [13, 22],
  [12, 21],
  [8, 16],
  [3, 9],
  [-1, 4],
  [-5, 0],
];
const lisbon: [number, number][] = [
  [8, 15],
  [9, 16],
  [11, 19],
  [12, 20],
  [14, 23],
  [17, 27],
  [18, 28],
  [19, 29],
  [18, 27],
  [15, 23],
  [11, 19],
  [9, 16],
];

const formatRange = (value: [number, number] | null) =>
  value === null ? null : `${value[0]} °C to ${value[1]} °C`;

/** Two range series on BarChartPremium: each bar runs from a month's average low to its average high. */
export default function RangeBarBasic() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChartPremium
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 50, valueFormatter: (value: number) => `${value} °C` }]}
        series={[
          {
            type: 'rangeBar',
            label: 'Oslo',
            data: oslo,
            valueFormatter: formatRange,
          },
          {
            type: 'rangeBar',
            label: 'Lisbon',
            data: lisbon,
            valueFormatter: formatRange,
          },
        ]}
      />
    </Box>
  );
}
