import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const places = ['Hamlet', 'Village', 'Town', 'City', 'Metropolis'];
// Typical populations span five orders of magnitude.
const population = [90, 1200, 24000, 410000, 8900000];

/**
 * A log scale keeps small and huge values readable on one axis. Points, not bars: a bar starts at zero, which a
 * log scale cannot place.
 */
export default function AxisLogScale() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: places }]}
        yAxis={[{ scaleType: 'log', label: 'Inhabitants (log scale)', width: 70 }]}
        series={[
          {
            data: population,
            label: 'Population',
            valueFormatter: (value) => value?.toLocaleString('en-US') ?? '',
          },
        ]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
