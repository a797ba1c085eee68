import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const towns = [
  'Ashford',
  'Brackley',
  'Colne',
  'Dunmow',
  'Eyemouth',
  'Frome',
  'Garstang',
];
// Net migration of seven towns in one year: arrivals minus departures, from a few people to thousands.
const netMigration = [4820, -35, 6, -1260, 0, 312, -8];

/** Symlog behaves like a log scale away from zero and like a linear one near it, so negatives and zero fit. */
export default function AxisSymlog() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: towns }]}
        yAxis={[{ scaleType: 'symlog', width: 50 }]}
        series={[{ data: netMigration, label: 'Net migration' }]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Box>
  );
}
