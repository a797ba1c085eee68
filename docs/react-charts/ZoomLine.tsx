import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Hourly electricity demand of a region over one week, in gigawatts.
const hours = Array.from(
  { length: 168 },
  (_, index) => new Date(Date.UTC(2025, 0, 6, index)),
);
const demand = hours.map((hour, index) => {
  const h = hour.getUTCHours();
  const daily =
    38 + 9 * Math.sin(((h - 7) / 24) * 2 * Math.PI) + (h >= 17 && h <= 20 ? 5 : 0);
  const weekend = index >= 120 ? -5 : 0;
  return Math.round((daily + weekend) * 10) / 10;
});
const time = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  timeZone: 'UTC',
});

/** Zoom on a time axis: the ticks switch from days to hours as the window narrows. */
export default function ZoomLine() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChartPro
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: hours,
            zoom: true,
            valueFormatter: (d: Date) => time.format(d),
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: demand, label: 'Demand (GW)', showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
