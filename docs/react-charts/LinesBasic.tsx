import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22];
// Air temperature in °C measured every two hours.
const temperatures = [
  11.2, 10.4, 9.8, 10.1, 13.5, 17.2, 20.4, 22.1, 21.3, 18.6, 15.0, 12.7,
];

/** A numeric x-axis and one series: the line joins the points in order. */
export default function LinesBasic() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
        series={[
          {
            data: temperatures,
            label: 'Temperature',
            valueFormatter: (value) => (value === null ? '' : `${value} °C`),
          },
        ]}
        height={300}
      />
    </Box>
  );
}
