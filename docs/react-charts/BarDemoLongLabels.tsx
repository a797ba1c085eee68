import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Arrivals of international tourists in 2024, in millions.
const countries = [
  { country: 'France', arrivals: 100 },
  { country: 'Spain', arrivals: 94 },
  { country: 'United States', arrivals: 72 },
  { country: 'Italy', arrivals: 58 },
  { country: 'Türkiye', arrivals: 60 },
  { country: 'Mexico', arrivals: 45 },
  { country: 'United Kingdom', arrivals: 42 },
  { country: 'Germany', arrivals: 38 },
];

/** Rotated tick labels leave room for long category names on a vertical chart. */
export default function BarDemoLongLabels() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        dataset={countries}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'country',
            tickLabelStyle: { angle: -40, textAnchor: 'end', fontSize: 12 },
            height: 90,
          },
        ]}
        series={[
          { dataKey: 'arrivals', label: 'Arrivals (millions)', barLabel: 'value' },
        ]}
        height={340}
      />
    </Box>
  );
}
