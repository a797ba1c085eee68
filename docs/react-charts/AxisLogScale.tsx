import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const places = ['Hamlet', 'Village', 'Town', 'City', 'Metropolis'];
// Typical populations span five orders of magnitude.
const population = [90, 1200, 24000, 410000, 8900000];

/** A log scale keeps small and huge values readable on one axis. */
export default function AxisLogScale() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: places }]}
        yAxis={[{ scaleType: 'log', label: 'Inhabitants (log scale)', width: 70 }]}
        series={[{ data: population, label: 'Population' }]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
