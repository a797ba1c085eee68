import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2015', '2017', '2019', '2021', '2023', '2025'];
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

/** Stacked areas expanded to 100%: how the share of each payment method changed. */
export default function AreasDemoPercent() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ valueFormatter: (value: number) => percent.format(value) }]}
        series={[
          // Payments in a shop, by method, in thousands of transactions.
          {
            data: [62, 55, 44, 30, 22, 17],
            label: 'Cash',
            stack: 'pay',
            area: true,
            stackOffset: 'expand',
            showMark: false,
          },
          {
            data: [35, 41, 47, 52, 50, 46],
            label: 'Card',
            stack: 'pay',
            area: true,
            showMark: false,
          },
          {
            data: [3, 6, 11, 24, 35, 45],
            label: 'Phone',
            stack: 'pay',
            area: true,
            showMark: false,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
