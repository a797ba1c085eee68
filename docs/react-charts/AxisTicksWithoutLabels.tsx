import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Weekly downloads of a JavaScript library each January, from launch to wide adoption.
const downloads = [
  1900, 14000, 96000, 410000, 1300000, 3900000, 8800000, 15500000, 24000000,
  31000000,
];

/**
 * On a log scale d3 marks the multiples of each power of ten but labels only a few: the formatter keeps the
 * default label, which is empty on the minor ticks.
 */
export default function AxisTicksWithoutLabels() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[
          {
            scaleType: 'log',
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
