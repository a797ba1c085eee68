import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 12 }, (_, index) => `${index * 2}:00`);
// Indoor temperature from two sensors; the greenhouse sensor lost its connection twice.
const greenhouse = [
  14.2,
  13.8,
  null,
  null,
  18.5,
  24.1,
  27.9,
  28.4,
  null,
  21.0,
  17.6,
  15.1,
];
const shed = [
  11.0, 10.6, 10.1, 11.4, 14.9, 18.2, 20.5, 21.1, 19.8, 16.4, 13.2, 11.9,
];

/** The same gaps drawn twice: left open on top, bridged (`connectNulls`) below. */
export default function LineDemoConnectNulls() {
  return (
    <Box sx={{ width: '100%', height: 440 }}>
      <LineChart
        height={220}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 35 }]}
        series={[
          { data: greenhouse, label: 'Greenhouse (gaps)' },
          { data: shed, label: 'Shed' },
        ]}
      />
      <LineChart
        height={190}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 35 }]}
        series={[
          { data: greenhouse, label: 'Greenhouse (connected)', connectNulls: true },
          { data: shed, label: 'Shed' },
        ]}
        hideLegend
      />
    </Box>
  );
}
