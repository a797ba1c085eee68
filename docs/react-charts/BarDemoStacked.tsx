import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2020', '2021', '2022', '2023', '2024'];
// Electricity produced by a utility, per source, in terawatt-hours.
const sources = [
  { label: 'Hydro', data: [31, 29, 26, 30, 32] },
  { label: 'Wind', data: [12, 15, 19, 22, 26] },
  { label: 'Solar', data: [3, 5, 8, 12, 15] },
  { label: 'Gas', data: [28, 27, 25, 19, 14] },
];

/** Series with one `stack` id pile up: the column is the total production. */
export default function BarDemoStacked() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ width: 35 }]}
        series={sources.map((source) => ({ ...source, stack: 'production' }))}
      />
    </Box>
  );
}
