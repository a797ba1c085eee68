import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

/** Several series on one band axis are drawn side by side within each band. */
export default function BarsGrouped() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { data: [120, 132, 101, 134, 190, 230], label: 'Online' },
          { data: [220, 182, 191, 234, 290, 330], label: 'In store' },
          { data: [150, 132, 201, 154, 190, 210], label: 'Wholesale' },
        ]}
        height={300}
      />
    </Box>
  );
}
