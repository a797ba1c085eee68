import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const years = Array.from({ length: 15 }, (_, index) => 2010 + index);
// Yearly temperature anomaly against the 1991–2020 average, in °C.
const anomaly = [
  0.09, -0.04, 0.0, 0.04, 0.16, 0.28, 0.38, 0.3, 0.21, 0.36, 0.41, 0.26, 0.3, 0.6,
  0.72,
];

/** A piecewise colour map on the y-axis: the line is blue below the average and red above it. */
export default function LinesColorScale() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[{ data: years, valueFormatter: (year: number) => String(year) }]}
        yAxis={[
          {
            width: 45,
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: ['#1e88e5', '#e53935'],
            },
          },
        ]}
        series={[{ data: anomaly, label: 'Anomaly (°C)', area: true, baseline: 0 }]}
        hideLegend
      />
    </Box>
  );
}
