import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

/** `stackOffset: 'expand'` scales each stack to 100%, so bars show shares, not totals. */
export default function StackingExpand() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[{ valueFormatter: (value: number) => percent.format(value) }]}
        series={[
          // Customers by plan in each sales region.
          {
            data: [1200, 640, 980, 410],
            label: 'Free',
            stack: 'plans',
            stackOffset: 'expand',
          },
          { data: [430, 380, 290, 220], label: 'Team', stack: 'plans' },
          { data: [90, 140, 60, 75], label: 'Enterprise', stack: 'plans' },
        ]}
        height={300}
      />
    </Box>
  );
}
