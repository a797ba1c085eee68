import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = Array.from(
  { length: 12 },
  (_, index) => new Date(Date.UTC(2025, index, 1)),
);
// Tickets opened each month at a help desk.
const tickets = [842, 790, 915, 870, 804, 760, 698, 731, 955, 1012, 988, 860];
const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  timeZone: 'UTC',
});

/** Longer ticks for the quarters than for the months, so the quarter boundaries stand out. */
export default function AxisGroupedTickSize() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: months,
            height: 55,
            groups: [
              { getValue: (date: Date) => monthName.format(date), tickSize: 6 },
              {
                getValue: (date: Date) =>
                  `Q${Math.floor(date.getUTCMonth() / 3) + 1}`,
                tickSize: 24,
              },
            ],
          },
        ]}
        yAxis={[{ width: 45 }]}
        series={[{ data: tickets, label: 'Tickets' }]}
        hideLegend
      />
    </Box>
  );
}
