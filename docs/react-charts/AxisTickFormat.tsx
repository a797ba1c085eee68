import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Monthly revenue of a subscription service in 2025, in dollars.
const months = Array.from(
  { length: 12 },
  (_, index) => new Date(Date.UTC(2025, index, 1)),
);
const revenue = [
  182000, 190500, 201300, 215800, 221000, 236400, 241900, 250300, 266100, 279000,
  291500, 310200,
];

const short = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  style: 'currency',
  currency: 'USD',
});
const full = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Short tick labels, full text in the tooltip: the formatter knows where its text goes. */
export default function AxisTickFormat() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[
          {
            data: months,
            scaleType: 'utc',
            tickNumber: 12,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? short.format(date) : long.format(date),
          },
        ]}
        yAxis={[
          { valueFormatter: (value: number) => compact.format(value), width: 60 },
        ]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            valueFormatter: (value) => (value === null ? '' : full.format(value)),
          },
        ]}
        height={300}
      />
    </Box>
  );
}
