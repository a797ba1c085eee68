import * as React from 'react';
import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

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
const cities = ['Oslo', 'Berlin', 'Paris', 'Madrid', 'Athens'];
// Mean daily maximum temperature, in °C.
const temperatures = [
  [-1, 0, 4, 10, 16, 20, 22, 21, 16, 9, 3, 0],
  [3, 5, 9, 15, 19, 23, 25, 25, 20, 14, 8, 4],
  [7, 8, 12, 16, 20, 23, 25, 25, 21, 16, 11, 8],
  [11, 13, 16, 19, 23, 29, 33, 32, 27, 21, 15, 11],
  [13, 14, 17, 20, 25, 30, 33, 33, 29, 24, 19, 15],
];
const cells: HeatmapValueType[] = temperatures.flatMap((row, y) =>
  row.map((value, x): HeatmapValueType => [x, y, value]),
);

/** A year of temperatures in five cities: the colour scale runs from cold blue to hot red. */
export default function HeatmapOverview() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <Heatmap
        height={320}
        xAxis={[{ data: months }]}
        yAxis={[{ data: cities, width: 55 }]}
        zAxis={[
          {
            colorMap: {
              type: 'continuous',
              min: -5,
              max: 35,
              color: ['#1565c0', '#ef5350'],
            },
          },
        ]}
        series={[
          {
            data: cells,
            label: 'Max temperature',
            valueFormatter: (v) => `${v?.[2]} °C`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
