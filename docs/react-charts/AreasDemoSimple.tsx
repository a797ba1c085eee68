import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Litres of water used by a household each day.
const litres = [310, 285, 298, 305, 320, 410, 395];

/** One area filled down to zero: the volume of each day. */
export default function AreasDemoSimple() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 40, min: 0 }]}
        series={[{ data: litres, label: 'Water (l)', area: true, color: '#0288d1' }]}
        hideLegend
      />
    </Box>
  );
}
