import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
// Customers entering a supermarket each hour (the store opens at 7:00 and closes at 22:00).
const customers = [
  0, 0, 0, 0, 0, 0, 0, 42, 88, 120, 135, 162, 210, 190, 141, 130, 158, 224, 251, 198,
  133, 71, 0, 0,
];

/** A tick for every hour, a label for every third one. */
export default function AxisTickLabelInterval() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: hours,
            tickLabelInterval: (_value, index) => index % 3 === 0,
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: customers, label: 'Customers' }]}
        hideLegend
      />
    </Box>
  );
}
