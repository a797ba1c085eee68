import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Orders of a garden shop, month by month over two years.
const months = Array.from(
  { length: 24 },
  (_, index) => new Date(Date.UTC(2024, index, 1)),
);
const orders = [
  120, 135, 210, 340, 420, 460, 390, 310, 260, 190, 150, 230, 130, 150, 240, 380,
  455, 490, 420, 335, 270, 205, 160, 250,
];
const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  timeZone: 'UTC',
});

/** Two rows of labels: the month under each bar, the year under its twelve months. */
export default function AxisGroupedX() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: months,
            height: 45,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick'
                ? monthName.format(date)
                : `${monthName.format(date)} ${date.getUTCFullYear()}`,
            groups: [
              { getValue: (date: Date) => monthName.format(date) },
              { getValue: (date: Date) => date.getUTCFullYear() },
            ],
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: orders, label: 'Orders' }]}
        hideLegend
      />
    </Box>
  );
}
