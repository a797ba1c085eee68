import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Active users of an app during the last 24 hours, every hour.
const users = [
  120, 90, 70, 60, 55, 70, 140, 310, 480, 520, 540, 560, 600, 580, 550, 530, 560,
  640, 720, 690, 560, 410, 280, 180,
];

/** A small area chart without axes, legend or margin, to sit in a card. */
export default function AreasDemoTiny() {
  return (
    <Box sx={{ width: 240, height: 80 }}>
      <LineChart
        height={80}
        xAxis={[{ data: users.map((_, hour) => hour), position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: users, area: true, showMark: false, color: '#7e57c2' }]}
        margin={0}
        hideLegend
      />
    </Box>
  );
}
