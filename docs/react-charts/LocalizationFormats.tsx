import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily turnover of a Berlin bakery, in euros.
const days = Array.from(
  { length: 7 },
  (_, index) => new Date(Date.UTC(2025, 9, 6 + index)),
);
const turnover = [1840.5, 1795.2, 1902.75, 2011.4, 2388.9, 3120.35, 2705.1];

const weekday = new Intl.DateTimeFormat('de-DE', {
  weekday: 'short',
  timeZone: 'UTC',
});
const fullDate = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'full',
  timeZone: 'UTC',
});
const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const compact = new Intl.NumberFormat('de-DE', { notation: 'compact' });

/** Dates and numbers formatted for German readers with `Intl` formatters. */
export default function LocalizationFormats() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[
          {
            data: days,
            scaleType: 'utc',
            valueFormatter: (day: Date, context) =>
              context.location === 'tick'
                ? weekday.format(day)
                : fullDate.format(day),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => compact.format(value) }]}
        series={[
          {
            data: turnover,
            label: 'Umsatz',
            valueFormatter: (value) => (value === null ? '' : euros.format(value)),
          },
        ]}
        height={300}
      />
    </Box>
  );
}
