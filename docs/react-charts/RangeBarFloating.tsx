import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Lowest and highest temperature of each month in a mountain town, in °C.
const months = [
  { month: 'Jan', low: -9, high: 2 },
  { month: 'Feb', low: -8, high: 4 },
  { month: 'Mar', low: -4, high: 9 },
  { month: 'Apr', low: 0, high: 13 },
  { month: 'May', low: 4, high: 18 },
  { month: 'Jun', low: 8, high: 22 },
  { month: 'Jul', low: 10, high: 25 },
  { month: 'Aug', low: 10, high: 24 },
  { month: 'Sep', low: 6, high: 19 },
  { month: 'Oct', low: 2, high: 13 },
  { month: 'Nov', low: -3, high: 6 },
  { month: 'Dec', low: -7, high: 3 },
];

// The axis starts at -10 °C: a transparent bar fills the gap up to the low, the visible bar spans the range.
const AXIS_MIN = -10;
const rows = months.map((entry) => ({
  month: entry.month,
  base: entry.low - AXIS_MIN,
  range: entry.high - entry.low,
}));

/**
 * Floating bars from the community BarChart: a stack of an invisible base and the range. The y-axis is
 * shifted so that its labels read in °C.
 */
export default function RangeBarFloating() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        hideLegend
        dataset={rows}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[
          {
            min: 0,
            max: 40,
            valueFormatter: (value: number) => `${value + AXIS_MIN} °C`,
          },
        ]}
        series={[
          {
            dataKey: 'base',
            stack: 'range',
            color: 'transparent',
            valueFormatter: () => null,
          },
          {
            dataKey: 'range',
            stack: 'range',
            label: 'Temperature range',
            color: '#ef6c00',
            valueFormatter: (_, { dataIndex }) =>
              `${months[dataIndex].low} °C to ${months[dataIndex].high} °C`,
          },
        ]}
        borderRadius={6}
      />
    </Box>
  );
}
