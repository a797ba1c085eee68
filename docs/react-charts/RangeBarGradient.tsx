import * as React from 'react';
import Box from '@mui/material/Box';
import {
  BarChartPremium,
  rangeBarClasses,
} from '@mui/x-charts-premium/BarChartPremium';

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
// Average daily low and high in Vienna, in °C.
const vienna: [number, number][] = [
  [-2, 3],
  [-1, 5],
  [2, 10],
  [6, 16],
  [11, 21],
  [14, 24],
  [16, 27],
  [16, 26],
  [12, 21],
  [7, 15],
  [3, 8],
  [-1, 4],
];

/**
 * A CSS rule on the series group fills every range bar with a gradient defined in the chart's own SVG, so each bar
 * runs from blue at its low end to red at its high end. The series `color` still feeds the tooltip mark.
 */
export default function RangeBarGradient() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChartPremium
        height={320}
        hideLegend
        borderRadius={4}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 50, valueFormatter: (value: number) => `${value} °C` }]}
        series={[
          {
            type: 'rangeBar',
            label: 'Vienna',
            data: vienna,
            color: '#e57373',
            valueFormatter: (value) =>
              value === null ? null : `${value[0]} °C to ${value[1]} °C`,
          },
        ]}
        sx={{
          [`& .${rangeBarClasses.series} rect`]: {
            fill: 'url(#range-bar-cold-to-warm)',
          },
        }}
      >
        <defs>
          <linearGradient id="range-bar-cold-to-warm" x1="0" y1="1" x2="0" y2="0">
            <stop offset="0%" stopColor="#1e88e5" />
            <stop offset="100%" stopColor="#e53935" />
          </linearGradient>
        </defs>
      </BarChartPremium>
    </Box>
  );
}
