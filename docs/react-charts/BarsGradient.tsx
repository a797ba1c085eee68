import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const countries = [
  'Switzerland',
  'Germany',
  'Sweden',
  'France',
  'Austria',
  'Netherlands',
];
// Household saving rate in 2023, in percent of disposable income.
const savingRate = [18.4, 11.3, 14.5, 16.9, 11.8, 13.6];

/** An SVG gradient defined among the chart's children and used as the series colour. */
export default function BarsGradient() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: countries }]}
        yAxis={[{ width: 40, valueFormatter: (value: number) => `${value} %` }]}
        series={[
          {
            data: savingRate,
            label: 'Saving rate',
            color: 'url(#saving-gradient)',
            valueFormatter: (v) => `${v} %`,
          },
        ]}
        hideLegend
      >
        <defs>
          <linearGradient id="saving-gradient" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#0288d1" />
            <stop offset="100%" stopColor="#80deea" />
          </linearGradient>
        </defs>
      </BarChart>
    </Box>
  );
}
