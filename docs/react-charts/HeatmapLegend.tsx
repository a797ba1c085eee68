import * as React from 'react';
import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const hours = ['0h', '3h', '6h', '9h', '12h', '15h', '18h', '21h'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Average wait at a hospital's emergency department, in minutes.
const cells: HeatmapValueType[] = days.flatMap((_, y) =>
  hours.map((__, x): HeatmapValueType => [
    x,
    y,
    25 + x * 9 - (x > 5 ? (x - 5) * 14 : 0) + (y >= 5 ? 20 : 0),
  ]),
);

/** The heatmap's legend is a continuous colour legend of the z-axis, placed like any legend. */
export default function HeatmapLegend() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <Heatmap
        xAxis={[{ data: hours }]}
        yAxis={[{ data: days, width: 40 }]}
        zAxis={[
          {
            colorMap: {
              type: 'continuous',
              min: 0,
              max: 120,
              color: ['#fff3e0', '#e65100'],
            },
          },
        ]}
        series={[{ data: cells, label: 'Wait (min)' }]}
        slotProps={{
          legend: {
            direction: 'vertical',
            position: { vertical: 'middle', horizontal: 'end' },
          },
        }}
      />
    </Box>
  );
}
