import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Parcels delivered by a courier each day.
const parcels = [142, 158, 131, 167, 189, 96, 40];
const average = parcels.reduce((sum, value) => sum + value, 0) / parcels.length;

/** An SVG child that reads the plot area and the y scale to draw the weekly average. */
function AverageLine({ value }: { value: number }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const y = yScale(value);
  return (
    <g>
      <line
        x1={left}
        x2={left + width}
        y1={y}
        y2={y}
        stroke="currentColor"
        strokeDasharray="3 3"
      />
      <text
        x={left + width}
        y={y - 6}
        textAnchor="end"
        fontSize={12}
        fill="currentColor"
      >
        Average {Math.round(value)}
      </text>
    </g>
  );
}

/** Children of a chart are drawn inside its SVG, on top of the plot. */
export default function ComponentsAverageLine() {
  return (
    <Box sx={{ width: '100%', color: 'text.secondary' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={[{ data: parcels, label: 'Parcels' }]}
        hideLegend
        height={300}
      >
        <AverageLine value={average} />
      </BarChart>
    </Box>
  );
}
