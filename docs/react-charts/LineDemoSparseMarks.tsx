import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 30 }, (_, index) => index + 1);
// Weight logged every morning in a month, in kg.
const weight = days.map(
  (day) => Math.round((78.4 - day * 0.06 + Math.sin(day * 1.7) * 0.35) * 10) / 10,
);

/** Many points, with a mark only on Mondays, and a y-axis fitted tightly to the data. */
export default function LineDemoSparseMarks() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ data: days, label: 'Day of month', min: 1, max: 30 }]}
        yAxis={[{ domainLimit: 'strict', label: 'kg' }]}
        series={[
          {
            data: weight,
            label: 'Weight',
            curve: 'monotoneX',
            showMark: ({ index }) => index % 7 === 0,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
