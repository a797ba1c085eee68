import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Marathon runners: age and finishing time in minutes.
const runners = [
  [24, 212],
  [29, 198],
  [31, 205],
  [35, 221],
  [38, 236],
  [41, 229],
  [44, 247],
  [47, 239],
  [52, 261],
  [55, 258],
  [58, 276],
  [61, 284],
  [27, 189],
  [33, 230],
  [42, 215],
  [49, 252],
  [36, 209],
  [63, 297],
  [45, 224],
  [39, 244],
].map(([age, minutes], id) => ({ id, x: age, y: minutes }));

/** Horizontal and vertical grid lines at the ticks help read values off the axes. */
export default function AxisGridLines() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChart
        grid={{ horizontal: true, vertical: true }}
        xAxis={[{ label: 'Age', min: 20, max: 65 }]}
        yAxis={[{ label: 'Finish time (min)', width: 64 }]}
        series={[{ data: runners, label: 'Runners' }]}
        height={300}
      />
    </Box>
  );
}
