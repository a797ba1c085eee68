import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

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
// Mean temperature of Vienna, in °C.
const temperature = [
  0.3, 2.1, 6.3, 11.4, 16.1, 19.5, 21.6, 21.2, 16.4, 10.9, 5.4, 1.4,
];

/**
 * The line takes its colour from the y-axis colour map; the legend slot shows that scale.
 * The height is a prop, so the line's gradient is laid out from the first render.
 */
export default function LegendColorBasic() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          {
            width: 35,
            colorMap: {
              type: 'continuous',
              min: 0,
              max: 22,
              color: ['#42a5f5', '#ef5350'],
            },
          },
        ]}
        series={[{ data: temperature, label: 'Temperature (°C)' }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{ legend: { axisDirection: 'y' } }}
        height={320}
      />
    </Box>
  );
}
