import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';

// Ice cream shop: daily maximum temperature (°C) and cones sold, over two weeks.
const days = [
  [18, 212],
  [21, 260],
  [24, 318],
  [19, 230],
  [27, 395],
  [30, 452],
  [29, 431],
  [23, 301],
  [25, 341],
  [32, 488],
  [28, 402],
  [22, 276],
  [26, 368],
  [31, 470],
].map(([x, y], index) => ({ id: index, x, y }));

// Least-squares fit y = a + b·x.
const n = days.length;
const meanX = days.reduce((sum, d) => sum + d.x, 0) / n;
const meanY = days.reduce((sum, d) => sum + d.y, 0) / n;
const slope =
  days.reduce((sum, d) => sum + (d.x - meanX) * (d.y - meanY), 0) /
  days.reduce((sum, d) => sum + (d.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;
const lineX = [16, 34];

/** A scatter series and a line series on the same linear x-axis: the line is the least-squares fit. */
export default function ScatterRegression() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <ChartsDataProvider
        height={300}
        xAxis={[
          {
            id: 'temperature',
            data: lineX,
            min: 16,
            max: 34,
            label: 'Max temperature (°C)',
          },
        ]}
        yAxis={[{ id: 'cones', width: 45 }]}
        series={[
          { type: 'scatter', data: days, label: 'Days', xAxisId: 'temperature' },
          {
            type: 'line',
            data: lineX.map((x) => Math.round(intercept + slope * x)),
            label: `Trend: ${slope.toFixed(1)} cones per °C`,
            showMark: false,
            color: '#c62828',
          },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <LinePlot />
            <ScatterPlot />
            <ChartsXAxis axisId="temperature" />
            <ChartsYAxis axisId="cones" />
            <ChartsTooltip trigger="item" />
          </ChartsSurface>
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
