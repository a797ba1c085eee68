import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 13 }, (_, index) => index * 2);
// Water level of a tidal harbour over a day, in metres.
const level = [3.1, 4.6, 4.2, 2.4, 0.9, 1.2, 2.9, 4.5, 4.4, 2.7, 1.0, 1.0, 2.6];

/** Both sets of grid lines: reading a level at a given hour is easier. */
export default function LinesGrid() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[
          {
            data: hours,
            tickInterval: hours,
            valueFormatter: (hour: number) => `${hour}h`,
          },
        ]}
        yAxis={[{ width: 35, min: 0 }]}
        series={[
          {
            data: level,
            label: 'Water level (m)',
            curve: 'natural',
            showMark: false,
          },
        ]}
        grid={{ vertical: true, horizontal: true }}
        hideLegend
      />
    </Box>
  );
}
