import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Students of a class: hours of revision and exam mark out of 20.
const students = [
  [2, 7],
  [3, 9],
  [4, 8],
  [5, 11],
  [5, 12],
  [6, 10],
  [7, 13],
  [8, 14],
  [8, 12],
  [9, 15],
  [10, 16],
  [11, 15],
  [12, 17],
  [14, 18],
].map(([x, y], index) => ({ id: index, x, y }));

/** Grid lines in both directions make it easy to read a mark and a number of hours. */
export default function ScatterGrid() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Hours of revision', min: 0 }]}
        yAxis={[{ width: 40, min: 0, max: 20 }]}
        series={[{ data: students, label: 'Mark / 20' }]}
        grid={{ vertical: true, horizontal: true }}
        hideLegend
      />
    </Box>
  );
}
