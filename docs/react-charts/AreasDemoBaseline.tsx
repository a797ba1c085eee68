import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Water level of a tidal harbour over a day, in metres above chart datum.
const level = hours.map(
  (hour) =>
    Math.round((3.1 + 2.4 * Math.sin(((hour - 2) / 12.4) * 2 * Math.PI)) * 100) /
    100,
);

/** `baseline: 'min'` fills from the bottom of the axis instead of from zero. */
export default function AreasDemoBaseline() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[
          {
            data: hours,
            valueFormatter: (hour: number) => `${hour}:00`,
            min: 0,
            max: 23,
          },
        ]}
        yAxis={[{ min: 0, max: 6, label: 'm' }]}
        series={[
          {
            data: level,
            label: 'Water level',
            area: true,
            baseline: 'min',
            curve: 'natural',
            showMark: false,
            color: '#0288d1',
            valueFormatter: (value) => `${value} m`,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
