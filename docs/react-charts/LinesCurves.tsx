import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// Average price of a litre of fuel, in euros.
const price = [1.71, 1.74, 1.82, 1.79, 1.76, 1.81, 1.86, 1.84];

/** The same data with three interpolations: smooth, straight and stepped. */
export default function LinesCurves() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 1.6, max: 1.95 }]}
        series={[
          { data: price, label: 'monotoneX', curve: 'monotoneX' },
          {
            data: price.map((value) => value + 0.05),
            label: 'linear',
            curve: 'linear',
          },
          { data: price.map((value) => value + 0.1), label: 'step', curve: 'step' },
        ]}
        height={300}
      />
    </Box>
  );
}
