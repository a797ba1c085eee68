import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// A household's monthly balance: income minus spending, in euros.
const balance = [320, -140, 210, 90, -460, 180, -220, 410];

/** Bars below zero go down from the axis; the colour map says which side they are on. */
export default function BarDemoPositiveNegative() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            width: 40,
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: ['#c62828', '#2e7d32'],
            },
          },
        ]}
        series={[{ data: balance, label: 'Balance (€)' }]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Box>
  );
}
