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
// An online bookshop: orders per month and the average basket in dollars.
const orders = [
  1840, 1620, 1910, 2050, 2210, 2380, 2290, 2160, 2470, 2630, 3120, 4480,
];
const basket = [
  31.2, 30.8, 32.5, 33.1, 34.0, 33.6, 32.9, 33.4, 35.2, 36.1, 38.4, 42.7,
];

/** Two y-axes on the left: the second one is drawn outside the first, each with its own colour. */
export default function AxisSameSide() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          { id: 'orders', position: 'left', width: 45, label: 'Orders' },
          {
            id: 'basket',
            position: 'left',
            width: 55,
            label: 'Basket ($)',
            tickLabelStyle: { fill: '#ed6c02' },
          },
        ]}
        series={[
          { data: orders, label: 'Orders', yAxisId: 'orders' },
          {
            data: basket,
            label: 'Average basket',
            yAxisId: 'basket',
            color: '#ed6c02',
          },
        ]}
      />
    </Box>
  );
}
