import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Website sign-ups: measured for three months, forecast for the next three.
const actual = [540, 610, 690, null, null, null];
const forecast = [null, null, 690, 740, 800, 870];

/** `sx` with the chart's classes: a dashed forecast line and muted axes. */
export default function StylingSx() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { id: 'actual', data: actual, label: 'Sign-ups' },
          { id: 'forecast', data: forecast, label: 'Forecast', showMark: false },
        ]}
        sx={{
          [`& .${lineClasses.line}[data-series="forecast"]`]: {
            strokeDasharray: '6 4',
          },
          [`& .${axisClasses.line}`]: { stroke: 'transparent' },
          [`& .${axisClasses.tick}`]: { stroke: 'transparent' },
          [`& .${axisClasses.tickLabel}`]: {
            fill: 'var(--mui-palette-text-secondary)',
          },
        }}
        height={300}
      />
    </Box>
  );
}
