import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Revenue in thousands of dollars.
const revenue2024 = [42, 38, 51, 47, 55, 61];
const revenue2025 = [48, 45, 58, 63, 60, 72];

const formatThousands = (value: number | null) =>
  value == null ? '' : `$${value}k`;

/** Two series side by side on a band axis, with a shared tooltip. */
export default function MonthlyRevenueBarChart() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value}k`, width: 56 }]}
        series={[
          { data: revenue2024, label: '2024', valueFormatter: formatThousands },
          { data: revenue2025, label: '2025', valueFormatter: formatThousands },
        ]}
      />
    </Box>
  );
}
