import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// A solar farm's output: measured in the first three quarters, estimated for the fourth (MWh).
const measured = [410, 690, 720, 0];
const estimated = [0, 0, 0, 380];

/** A hatch pattern in `defs` used as a series colour: the estimate looks unfinished. */
export default function StylingPattern() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: measured, label: 'Measured', stack: 'output', color: '#f9a825' },
          {
            data: estimated,
            label: 'Estimated',
            stack: 'output',
            color: 'url(#estimate-hatch)',
          },
        ]}
      >
        <defs>
          <pattern
            id="estimate-hatch"
            width="8"
            height="8"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="8" height="8" fill="#fff8e1" />
            <line x1="0" y1="0" x2="0" y2="8" stroke="#f9a825" strokeWidth="4" />
          </pattern>
        </defs>
      </BarChart>
    </Box>
  );
}
