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
const cities = ['Oslo', 'Berlin', 'Madrid'];
// Mean monthly temperature in °C.
const temperatures = [
  [-4, -4, 0, 5, 11, 15, 17, 16, 11, 6, 1, -3],
  [1, 2, 5, 10, 15, 18, 20, 20, 15, 10, 5, 2],
  [7, 8, 11, 14, 18, 23, 27, 26, 22, 16, 10, 7],
];
const data: HeatmapValueType[] = temperatures.flatMap((row, cityIndex) =>
  row.map((value, monthIndex): HeatmapValueType => [monthIndex, cityIndex, value]),
);

/** A piecewise colour map: cold, mild and hot bands instead of a gradient. */
export default function HeatmapColors() {
  return (
    <Box sx={{ width: '100%' }}>
      <Heatmap
        xAxis={[{ data: months }]}
        yAxis={[{ data: cities, width: 64 }]}
        zAxis={[
          {
            colorMap: {
              type: 'piecewise',
              thresholds: [0, 10, 20],
              colors: ['#1565c0', '#90caf9', '#ffcc80', '#e65100'],
            },
          },
        ]}
        series={[
          {
            data,
            label: 'Mean temperature',
            valueFormatter: (value) => (value ? `${value[2]} °C` : ''),
          },
        ]}
        height={240}
      />
    </Box>
  );
}
