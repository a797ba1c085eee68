import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const kEuros = (value: number | null) => (value === null ? '' : `€${value}k`);

/** Series that share a `stack` id are piled on top of each other. */
export default function BarsStacked() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `€${value}k` }]}
        series={[
          {
            data: [40, 42, 51, 48, 60, 72],
            label: 'Coffee',
            stack: 'revenue',
            valueFormatter: kEuros,
          },
          {
            data: [22, 21, 25, 30, 33, 35],
            label: 'Pastries',
            stack: 'revenue',
            valueFormatter: kEuros,
          },
          {
            data: [8, 9, 12, 15, 21, 26],
            label: 'Cold drinks',
            stack: 'revenue',
            valueFormatter: kEuros,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
