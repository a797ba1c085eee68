import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// A week of weather: rain in mm (bars) and the daily high in °C (line).
const rain = [2, 0, 7, 12, 4, 0, 1];
const highs = [21, 23, 19, 16, 18, 24, 25];

/** One container, the parts you want: bars and a line on two y-axes, axes, tooltip. */
export default function QuickstartComposition() {
  return (
    <Box sx={{ width: '100%' }}>
      <ChartsContainer
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[
          { id: 'rain', position: 'left', label: 'Rain (mm)' },
          { id: 'temperature', position: 'right', label: 'High (°C)' },
        ]}
        series={[
          { type: 'bar', data: rain, label: 'Rain', yAxisId: 'rain' },
          {
            type: 'line',
            data: highs,
            label: 'High',
            yAxisId: 'temperature',
            color: '#e65100',
          },
        ]}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="rain" />
        <ChartsYAxis axisId="temperature" />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip />
      </ChartsContainer>
    </Box>
  );
}
