import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';

// Lowest and highest temperature of the first two weeks of July in Seville, in °C.
const days = Array.from({ length: 14 }, (_, index) => `Jul ${index + 1}`);
const temperatures: [number, number][] = [
  [19, 33],
  [20, 35],
  [21, 37],
  [22, 39],
  [23, 41],
  [21, 38],
  [19, 32],
  [18, 30],
  [18, 29],
  [19, 31],
  [20, 34],
  [22, 38],
  [23, 40],
  [21, 36],
];

// Each bar takes its colour from the day's high.
function colorOfDay(high: number) {
  if (high >= 38) {
    return '#c62828';
  }
  if (high >= 34) {
    return '#ef6c00';
  }
  return '#f9a825';
}

/** `colorGetter` colours each range from its own value; the legend keeps the series `color`. */
export default function RangeBarColorScale() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChartPremium
        height={320}
        hideLegend
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[
          { width: 50, min: 15, valueFormatter: (value: number) => `${value} °C` },
        ]}
        series={[
          {
            type: 'rangeBar',
            label: 'Temperature',
            data: temperatures,
            color: '#ef6c00',
            colorGetter: ({ value }) =>
              value === null ? '#9e9e9e' : colorOfDay(value[1]),
            valueFormatter: (value) =>
              value === null ? null : `${value[0]} °C to ${value[1]} °C`,
          },
        ]}
      />
    </Box>
  );
}
