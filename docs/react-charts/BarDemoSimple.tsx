import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// New and returning customers of a hairdresser.
const newCustomers = [38, 42, 51, 47, 55, 49];
const returning = [120, 118, 131, 140, 138, 152];

/** Two series side by side in each month. */
export default function BarDemoSimple() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: newCustomers, label: 'New' },
          { data: returning, label: 'Returning' },
        ]}
      />
    </Box>
  );
}
