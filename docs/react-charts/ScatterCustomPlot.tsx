import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

// Products of an online shop: average rating (1–5) and monthly sales.
const products = [
  [4.6, 820],
  [4.2, 410],
  [3.1, 90],
  [4.8, 1240],
  [2.7, 60],
  [3.9, 380],
  [4.4, 650],
  [3.5, 210],
  [4.9, 980],
  [2.2, 30],
  [3.3, 160],
  [4.1, 520],
].map(([x, y], index) => ({ id: index, x, y }));

/** Quadrants at a rating of 4 and 500 sales, drawn behind the points with the chart's scales. */
function Quadrants() {
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale();
  const yScale = useYScale();
  const x = xScale(4) ?? left;
  const y = yScale(500) ?? top;
  return (
    <g>
      <rect x={x} y={top} width={left + width - x} height={y - top} fill="#e8f5e9" />
      <rect
        x={left}
        y={y}
        width={x - left}
        height={top + height - y}
        fill="#ffebee"
      />
      <text
        x={left + width - 8}
        y={top + 16}
        textAnchor="end"
        fontSize={12}
        fill="#2e7d32"
      >
        Stars
      </text>
      <text x={left + 8} y={top + height - 8} fontSize={12} fill="#c62828">
        Review the listing
      </text>
    </g>
  );
}

export default function ScatterCustomPlot() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ChartsContainer
        height={300}
        xAxis={[{ id: 'rating', min: 2, max: 5, label: 'Average rating' }]}
        yAxis={[{ id: 'sales', min: 0, width: 50 }]}
        series={[
          { type: 'scatter', data: products, label: 'Products', markerSize: 6 },
        ]}
      >
        <Quadrants />
        <ScatterPlot />
        <ChartsXAxis axisId="rating" />
        <ChartsYAxis axisId="sales" label="Sales / month" />
        <ChartsTooltip trigger="item" />
      </ChartsContainer>
    </Box>
  );
}
