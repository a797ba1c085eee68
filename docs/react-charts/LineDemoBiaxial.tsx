import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const minutes = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90];
// A short flight: altitude in feet (left axis) and ground speed in knots (right axis).
const altitude = [0, 9800, 21500, 32000, 36000, 36000, 36000, 24000, 9500, 0];
const speed = [0, 290, 380, 450, 470, 475, 468, 410, 280, 0];

/** Two units, two axes: each line is read against the axis of its colour. */
export default function LineDemoBiaxial() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <LineChart
        xAxis={[
          {
            data: minutes,
            label: 'Minutes after take-off',
            valueFormatter: (m: number) => `${m} min`,
          },
        ]}
        yAxis={[
          {
            id: 'altitude',
            position: 'left',
            width: 55,
            tickLabelStyle: { fill: '#1565c0' },
          },
          {
            id: 'speed',
            position: 'right',
            width: 45,
            tickLabelStyle: { fill: '#ef6c00' },
          },
        ]}
        series={[
          {
            data: altitude,
            label: 'Altitude (ft)',
            yAxisId: 'altitude',
            color: '#1565c0',
          },
          {
            data: speed,
            label: 'Ground speed (kn)',
            yAxisId: 'speed',
            color: '#ef6c00',
          },
        ]}
      />
    </Box>
  );
}
