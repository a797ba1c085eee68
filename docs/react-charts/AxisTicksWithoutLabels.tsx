import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const packages = ['left-pad', 'dayjs', 'zod', 'axios', 'react', 'lodash'];
// Weekly downloads of six npm packages (rounded).
const downloads = [1900, 26000000, 31000000, 62000000, 38000000, 74000000];

/**
 * On a log scale d3 marks every power of ten's multiples but labels only a few: the formatter keeps the
 * default label, which is empty on the minor ticks.
 */
export default function AxisTicksWithoutLabels() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: packages }]}
        yAxis={[
          {
            scaleType: 'log',
            min: 1000,
            width: 60,
            valueFormatter: (value: number, context) =>
              context.location === 'tick'
                ? context.defaultTickLabel
                : value.toLocaleString('en-US'),
          },
        ]}
        series={[{ data: downloads, label: 'Weekly downloads' }]}
        hideLegend
      />
    </Box>
  );
}
