import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

// Product lines of a retailer: revenue growth and margin change over the year, in percentage points.
const products = [
  { id: 1, x: 12, y: 3.5, name: 'Bikes' },
  { id: 2, x: 8, y: -1.5, name: 'Helmets' },
  { id: 3, x: -4, y: 2.0, name: 'Tents' },
  { id: 4, x: -9, y: -3.0, name: 'Skis' },
  { id: 5, x: 3, y: 1.0, name: 'Shoes' },
  { id: 6, x: 15, y: -0.5, name: 'Watches' },
  { id: 7, x: -2, y: -2.5, name: 'Kayaks' },
  { id: 8, x: 6, y: 4.5, name: 'Lights' },
];

/** Two lines through the origin, placed with the x and y scales, and a label in each corner of the plot. */
function Quadrants() {
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const x0 = xScale(0);
  const y0 = yScale(0);
  const labelStyle = { fontSize: 11, fill: 'currentColor' };
  return (
    <g>
      <line x1={x0} x2={x0} y1={top} y2={top + height} stroke="currentColor" />
      <line x1={left} x2={left + width} y1={y0} y2={y0} stroke="currentColor" />
      <text x={left + width - 4} y={top + 12} textAnchor="end" style={labelStyle}>
        Growing, more profitable
      </text>
      <text x={left + 4} y={top + height - 6} style={labelStyle}>
        Shrinking, less profitable
      </text>
    </g>
  );
}

/** Children read the scales to turn data values (here the origin) into pixels. */
export default function ComponentsScaleOrigin() {
  return (
    <Box sx={{ width: '100%', color: 'text.secondary' }}>
      <ScatterChart
        height={300}
        hideLegend
        xAxis={[{ min: -15, max: 20, label: 'Revenue growth (%)' }]}
        yAxis={[{ min: -5, max: 5, width: 40 }]}
        series={[
          {
            data: products,
            label: 'Product line',
            valueFormatter: (value, { dataIndex }) =>
              value === null
                ? ''
                : `${products[dataIndex].name}: ${value.x} %, ${value.y} pt`,
          },
        ]}
      >
        <Quadrants />
      </ScatterChart>
    </Box>
  );
}
