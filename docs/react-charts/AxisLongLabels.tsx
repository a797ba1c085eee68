import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const departments = [
  'Customer Success',
  'Research and Development',
  'Sales and Partnerships',
  'Finance and Legal',
  'People Operations',
  'Marketing',
];
// Head count per department of a software company.
const headCount = [48, 132, 64, 21, 17, 39];

/** Slanted labels with a taller axis: long names stay readable instead of being cut. */
export default function AxisLongLabels() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        height={340}
        xAxis={[
          {
            scaleType: 'band',
            data: departments,
            height: 90,
            tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 12 },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: headCount, label: 'Head count' }]}
        hideLegend
      />
    </Box>
  );
}
