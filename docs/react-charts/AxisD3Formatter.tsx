import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = [
  'North America',
  'Europe',
  'Asia Pacific',
  'Latin America',
  'Africa',
];
// Annual revenue of a software company per region, in dollars.
const revenue = [482000000, 356000000, 291000000, 74000000, 18500000];

/** The scale's own `tickFormat` with a d3-format specifier: SI prefixes on the ticks (482M, 74M). */
export default function AxisD3Formatter() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[
          {
            scaleType: 'linear',
            width: 50,
            valueFormatter: (value: number, context) => {
              if (context.location === 'tick') {
                return context.scale.tickFormat(context.tickNumber, '$~s')(value);
              }
              return `$${value.toLocaleString('en-US')}`;
            },
          },
        ]}
        series={[{ data: revenue, label: 'Revenue' }]}
        hideLegend
      />
    </Box>
  );
}
