import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Browser share of visits to a documentation site, in percent.
const browsers = [
  { id: 'chrome', value: 61, label: 'Chrome' },
  { id: 'safari', value: 18, label: 'Safari' },
  { id: 'edge', value: 9, label: 'Edge' },
  { id: 'firefox', value: 8, label: 'Firefox' },
  { id: 'other', value: 4, label: 'Other' },
];

/** `innerRadius` hollows the pie; `paddingAngle` and `cornerRadius` separate the arcs. */
export default function PieDonut() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        series={[
          {
            data: browsers,
            innerRadius: 60,
            outerRadius: 110,
            paddingAngle: 2,
            cornerRadius: 4,
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
        height={260}
      />
    </Box>
  );
}
