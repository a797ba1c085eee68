import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const kEuros = (value: number | null) => (value === null ? '' : `${value} k€`);

/** `'diverging'` stacks positive values up and negative values down from zero. */
export default function StackingDiverging() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          // Cash flow of a small company: money in above zero, money out below.
          {
            data: [42, 45, 51, 48, 55, 60],
            label: 'Sales',
            stack: 'cash',
            stackOffset: 'diverging',
            valueFormatter: kEuros,
          },
          {
            data: [6, 4, 8, 5, 7, 9],
            label: 'Services',
            stack: 'cash',
            valueFormatter: kEuros,
          },
          {
            data: [-30, -31, -30, -33, -32, -34],
            label: 'Salaries',
            stack: 'cash',
            valueFormatter: kEuros,
          },
          {
            data: [-12, -9, -15, -11, -14, -10],
            label: 'Suppliers',
            stack: 'cash',
            valueFormatter: kEuros,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
