import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { useDrawingArea } from '@mui/x-charts/hooks';

const hours = ['8h', '10h', '12h', '14h', '16h', '18h'];
// Occupancy of a co-working space through the day, in percent.
const occupancy = [22, 64, 81, 77, 69, 30];

/** A rectangle of the drawing area's size, drawn first: a background for the plot only. */
function PlotBackground() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <rect x={left} y={top} width={width} height={height} fill="#e3f2fd" rx={4} />
  );
}

export default function StylingBackground() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ChartsContainer
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 35, min: 0, max: 100 }]}
        series={[
          {
            type: 'line',
            data: occupancy,
            label: 'Occupancy (%)',
            color: '#1565c0',
          },
        ]}
      >
        <PlotBackground />
        <ChartsGrid horizontal />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsContainer>
    </Box>
  );
}
