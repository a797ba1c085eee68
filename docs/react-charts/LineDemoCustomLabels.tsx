import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2019, 2020, 2021, 2022, 2023, 2024];
// Members of two libraries' lending services, in thousands.
const central = [48, 41, 44, 52, 57, 61];
const branch = [22, 18, 21, 26, 29, 33];

/** A series `label` function: short names in the legend, full ones in the tooltip. */
export default function LineDemoCustomLabels() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ width: 35 }]}
        series={[
          {
            data: central,
            label: (location) =>
              location === 'legend'
                ? 'Central'
                : 'Central library (thousand members)',
          },
          {
            data: branch,
            label: (location) =>
              location === 'legend'
                ? 'Riverside'
                : 'Riverside branch (thousand members)',
          },
        ]}
      />
    </Box>
  );
}
