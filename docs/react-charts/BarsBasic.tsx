import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Units sold by a bike shop in 2025.
const unitsSold = [310, 455, 620, 380];

/** One series of values on a band axis: one bar per quarter. */
export default function BarsBasic() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[{ data: unitsSold, label: 'Bikes sold' }]}
        height={300}
      />
    </Box>
  );
}
