import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';

const days = Array.from({ length: 30 }, (_, index) => index + 1);
// Closing price of a share over a month, in euros.
const prices = days.map(
  (day) => Math.round((52 + Math.sin(day / 4) * 6 + day * 0.35) * 100) / 100,
);

/** Press and drag across the plot: the overlay follows the pointer until you release it. */
export default function BrushSharePrice() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        hideLegend
        brushConfig={{ enabled: true }}
        xAxis={[{ data: days, label: 'Day of the month' }]}
        series={[{ data: prices, label: 'Closing price (€)', showMark: false }]}
      >
        <ChartsBrushOverlay />
      </LineChart>
    </Box>
  );
}
