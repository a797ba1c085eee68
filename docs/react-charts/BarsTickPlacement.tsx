import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Delivery times of a pizzeria's orders on a Friday evening, counted in ten-minute bins.
const binStarts = [10, 20, 30, 40, 50, 60];
const orders = [18, 64, 81, 42, 15, 6];

/** A histogram: each bar is an interval, so ticks and labels sit on the interval boundaries. */
export default function BarsTickPlacement() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: binStarts,
            categoryGapRatio: 0,
            tickPlacement: 'start',
            tickLabelPlacement: 'tick',
            label: 'Minutes from order to door',
            valueFormatter: (start: number, context) =>
              context.location === 'tick'
                ? `${start}`
                : `${start}–${start + 10} min`,
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: orders, label: 'Orders' }]}
        hideLegend
      />
    </Box>
  );
}
