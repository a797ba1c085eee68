import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

/** Trading days (weekdays) from January to April 2025, with a traded volume in millions of shares. */
function tradingDays() {
  const days: Date[] = [];
  for (
    let date = Date.UTC(2025, 0, 2);
    date < Date.UTC(2025, 4, 1);
    date += 86400000
  ) {
    const day = new Date(date);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) {
      days.push(day);
    }
  }
  return days;
}
const days = tradingDays();
const volume = days.map(
  (_, index) => 38 + ((index * 53) % 29) + (index % 5 === 4 ? 12 : 0),
);

/**
 * Weekends are missing from a band axis of trading days, so a time scale would leave gaps: with
 * `ordinalTimeTicks` the band axis places ticks on month and week starts itself.
 */
export default function AxisOrdinalTimeTicks() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            ordinalTimeTicks: ['months', 'weeks'],
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: volume, label: 'Volume (M shares)' }]}
        hideLegend
      />
    </Box>
  );
}
