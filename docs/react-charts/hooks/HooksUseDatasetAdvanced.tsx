import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  useDataset,
  useDrawingArea,
  useXScale,
  useYScale,
} from '@mui/x-charts/hooks';

// Daily readings of a river gauge: level in cm, and whether the flood warning was raised.
const readings = [
  { day: 1, level: 182, warning: false },
  { day: 2, level: 195, warning: false },
  { day: 3, level: 231, warning: true },
  { day: 4, level: 264, warning: true },
  { day: 5, level: 248, warning: true },
  { day: 6, level: 210, warning: false },
  { day: 7, level: 188, warning: false },
  { day: 8, level: 176, warning: false },
];

type Reading = (typeof readings)[number];

/**
 * Shades the days with a flood warning. The chart draws only `level`; the `warning` column that no series
 * uses is still in the dataset, and this component reads it there.
 */
function WarningBands() {
  const rows = useDataset<Reading[]>() ?? [];
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const { top, height } = useDrawingArea();
  return (
    <g>
      {rows
        .filter((row) => row.warning)
        .map((row) => (
          <rect
            key={row.day}
            x={xScale(row.day - 0.5)}
            width={xScale(row.day + 0.5) - xScale(row.day - 0.5)}
            y={top}
            height={height}
            fill="#ef5350"
            opacity={0.15}
          />
        ))}
      <line
        x1={xScale(0.5)}
        x2={xScale(8.5)}
        y1={yScale(220)}
        y2={yScale(220)}
        stroke="#ef5350"
        strokeDasharray="4 4"
      />
    </g>
  );
}

export default function HooksUseDatasetAdvanced() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        hideLegend
        dataset={readings}
        xAxis={[
          {
            dataKey: 'day',
            min: 0.5,
            max: 8.5,
            tickInterval: [1, 2, 3, 4, 5, 6, 7, 8],
            label: 'Day',
          },
        ]}
        yAxis={[{ min: 150, max: 280, label: 'Level (cm)' }]}
        series={[{ dataKey: 'level', label: 'River level (cm)' }]}
      >
        <WarningBands />
      </LineChart>
    </Box>
  );
}
