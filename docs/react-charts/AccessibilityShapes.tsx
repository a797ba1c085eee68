import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

/** Each series differs by mark shape and line style as well as colour. */
export default function AccessibilityShapes() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          // Hospital admissions per week, by department.
          {
            id: 'er',
            data: [310, 295, 280, 260, 240, 250, 270, 290],
            label: 'Emergency',
            shape: 'circle',
          },
          {
            id: 'surgery',
            data: [180, 185, 190, 200, 195, 170, 160, 185],
            label: 'Surgery',
            shape: 'square',
          },
          {
            id: 'maternity',
            data: [90, 95, 92, 98, 101, 99, 104, 100],
            label: 'Maternity',
            shape: 'triangle',
          },
        ]}
        sx={{
          [`& .${lineClasses.line}[data-series="surgery"]`]: {
            strokeDasharray: '8 4',
          },
          [`& .${lineClasses.line}[data-series="maternity"]`]: {
            strokeDasharray: '2 3',
          },
        }}
        height={300}
      />
    </Box>
  );
}
