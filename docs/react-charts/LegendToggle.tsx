import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

/** Clicking a legend item hides its series; clicking it again shows it. */
export default function LegendToggle() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { id: 'bus', data: [410, 392, 455, 430, 470, 498], label: 'Bus' },
          { id: 'tram', data: [280, 301, 322, 318, 340, 355], label: 'Tram' },
          { id: 'metro', data: [620, 640, 701, 688, 720, 760], label: 'Metro' },
        ]}
        yAxis={[{ label: 'Passengers (thousands)', width: 60 }]}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
        height={300}
      />
    </Box>
  );
}
