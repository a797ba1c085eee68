import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const sources = ['Search', 'Direct', 'Social', 'Email', 'Referral'];
// Visits to an online shop during one week.
const visits = [18400, 9100, 6700, 4200, 2300];

/** `layout="horizontal"` puts the categories on the y-axis, which suits long labels. */
export default function BarsHorizontal() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: sources, width: 72 }]}
        xAxis={[{ valueFormatter: (value: number) => `${value / 1000}k` }]}
        series={[{ data: visits, label: 'Visits' }]}
        height={300}
      />
    </Box>
  );
}
