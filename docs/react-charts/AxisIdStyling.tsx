import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

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
// Climate of Lisbon: mean temperature (°C) and sunshine (hours per month).
const temperature = [
  11.6, 12.7, 14.8, 16.1, 18.6, 21.6, 23.5, 23.9, 22.4, 19.2, 15.3, 12.7,
];
const sunshine = [142, 156, 208, 234, 291, 303, 344, 334, 265, 209, 151, 139];

/** Each axis carries `data-axis-id`, so one selector styles one axis and leaves the other alone. */
export default function AxisIdStyling() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          { id: 'temperature', position: 'left', width: 45 },
          { id: 'sunshine', position: 'right', width: 45 },
        ]}
        series={[
          {
            data: temperature,
            label: 'Temperature (°C)',
            yAxisId: 'temperature',
            color: '#d84315',
          },
          {
            data: sunshine,
            label: 'Sunshine (h)',
            yAxisId: 'sunshine',
            color: '#f9a825',
          },
        ]}
        sx={{
          [`& [data-axis-id="temperature"] .${axisClasses.line}, & [data-axis-id="temperature"] .${axisClasses.tick}`]:
            { stroke: '#d84315' },
          [`& [data-axis-id="temperature"] .${axisClasses.tickLabel}`]: {
            fill: '#d84315',
          },
          [`& [data-axis-id="sunshine"] .${axisClasses.line}, & [data-axis-id="sunshine"] .${axisClasses.tick}`]:
            { stroke: '#f9a825' },
          [`& [data-axis-id="sunshine"] .${axisClasses.tickLabel}`]: {
            fill: '#b17400',
          },
        }}
      />
    </Box>
  );
}
