import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Daily bike rentals of a city scheme over eight weeks (weekends busier).
const days = Array.from(
  { length: 56 },
  (_, index) => new Date(Date.UTC(2025, 3, 1 + index)),
);
const rentals = days.map((day, index) => {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  return (weekend ? 2400 : 1600) + ((index * 97) % 400) + index * 8;
});
const label = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A zoomable band axis: zooming shows fewer, wider bars. */
export default function ZoomBar() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChartPro
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            id: 'rentals-days',
            zoom: true,
            valueFormatter: (day: Date) => label.format(day),
          },
        ]}
        yAxis={[{ width: 45 }]}
        series={[{ data: rentals, label: 'Rentals' }]}
        initialZoom={[{ axisId: 'rentals-days', start: 50, end: 100 }]}
        hideLegend
      />
    </Box>
  );
}
