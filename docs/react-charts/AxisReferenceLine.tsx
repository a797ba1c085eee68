import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Average response time of an API per day, in milliseconds, against a 250 ms objective.
const responseTime = [182, 204, 231, 276, 248, 171, 158];

/** A reference line marks a value of the y-axis across the plot; another marks a day on the x-axis. */
export default function AxisReferenceLine() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ min: 0, width: 45 }]}
        series={[
          {
            data: responseTime,
            label: 'Response time',
            valueFormatter: (v) => `${v} ms`,
          },
        ]}
        hideLegend
      >
        <ChartsReferenceLine
          y={250}
          label="Objective 250 ms"
          labelAlign="end"
          lineStyle={{ stroke: '#c62828', strokeDasharray: '6 4' }}
          labelStyle={{ fill: '#c62828', fontSize: 12 }}
        />
        <ChartsReferenceLine
          x="Thu"
          label="Release"
          lineStyle={{ stroke: '#757575' }}
        />
      </LineChart>
    </Box>
  );
}
