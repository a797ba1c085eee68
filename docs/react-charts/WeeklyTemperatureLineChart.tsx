import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const highs = [21, 23, 26, 24, 19, 18, 22];
const lows = [12, 13, 15, 16, 11, 9, 12];

const celsius = (value: number | null) => (value == null ? '' : `${value} °C`);

/** Daily highs and lows for one week, drawn as two lines on a point axis. */
export default function WeeklyTemperatureLineChart() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: days }]}
        series={[
          { data: highs, label: 'High', valueFormatter: celsius },
          { data: lows, label: 'Low', valueFormatter: celsius },
        ]}
      />
    </Box>
  );
}
