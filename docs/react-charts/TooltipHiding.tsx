import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Steps walked per day, a 10,000-step goal line, and a secondary x-axis of dates that the tooltip skips.
const dates = ['3 Mar', '4 Mar', '5 Mar', '6 Mar', '7 Mar', '8 Mar', '9 Mar'];
const steps = [8200, 11400, 9700, 12100, 7600, 15300, 10800];
const goal = days.map(() => 10000);

/** The goal series prints no row (its formatter returns `null`); the date axis is left out with `hideTooltip`. */
export default function TooltipHiding() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[
          { id: 'days', scaleType: 'point', data: days },
          {
            id: 'dates',
            scaleType: 'point',
            data: dates,
            position: 'top',
            hideTooltip: true,
          },
        ]}
        yAxis={[{ width: 50 }]}
        series={[
          { data: steps, label: 'Steps' },
          {
            data: goal,
            label: 'Goal',
            showMark: false,
            color: '#9e9e9e',
            valueFormatter: () => null,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
