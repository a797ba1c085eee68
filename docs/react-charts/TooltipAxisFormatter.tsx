import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = [
  new Date(Date.UTC(2025, 0, 1)),
  new Date(Date.UTC(2025, 3, 1)),
  new Date(Date.UTC(2025, 6, 1)),
  new Date(Date.UTC(2025, 9, 1)),
];
// Revenue of a small design studio per quarter, in thousands of euros.
const revenue = [84, 97, 72, 118];
const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  timeZone: 'UTC',
});

/** `Q1` on the axis, the months of the quarter in the tooltip header. */
export default function TooltipAxisFormatter() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: quarters,
            valueFormatter: (date: Date, context) => {
              const quarter = `Q${date.getUTCMonth() / 3 + 1}`;
              if (context.location !== 'tooltip') {
                return quarter;
              }
              const end = new Date(
                Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 2, 1),
              );
              return `${quarter} ${date.getUTCFullYear()}: ${monthName.format(date)} to ${monthName.format(end)}`;
            },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: revenue, label: 'Revenue', valueFormatter: (v) => `${v} k€` },
        ]}
        hideLegend
      />
    </Box>
  );
}
