import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

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
// Climate of Rome: mean temperature (°C) and rainfall (mm).
const temperature = [8, 9, 11, 14, 18, 22, 25, 25, 21, 17, 12, 9];
const rainfall = [67, 73, 58, 81, 53, 34, 19, 33, 68, 113, 111, 81];

/** Two y-axes with their own units; each series names the axis it uses. */
export default function AxisTwoYAxes() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          { id: 'temperature', label: '°C', position: 'left', width: 50 },
          { id: 'rainfall', label: 'mm', position: 'right', width: 50 },
        ]}
        series={[
          { data: temperature, label: 'Temperature', yAxisId: 'temperature' },
          { data: rainfall, label: 'Rainfall', yAxisId: 'rainfall', curve: 'step' },
        ]}
        height={300}
      />
    </Box>
  );
}
