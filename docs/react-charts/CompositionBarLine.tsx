import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
// Climate of Sydney: rainfall in mm (bars) and mean temperature in °C (line).
const rainfall = [101, 118, 130, 127, 120, 132, 97, 80, 68, 77, 84, 77];
const temperature = [
  23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 19.0, 20.5, 22.3,
];

/** Bars and a line in one chart: the container holds the data, the children draw it. */
export default function CompositionBarLine() {
  return (
    <Box sx={{ width: '100%' }}>
      <ChartsContainer
        height={320}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'rain', position: 'left', width: 50 },
          { id: 'temp', position: 'right', width: 50, min: 0 },
        ]}
        series={[
          {
            type: 'bar',
            data: rainfall,
            label: 'Rainfall',
            yAxisId: 'rain',
            valueFormatter: (value) => `${value} mm`,
          },
          {
            type: 'line',
            data: temperature,
            label: 'Temperature',
            yAxisId: 'temp',
            color: '#e65100',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
      >
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsAxisHighlight x="band" />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="rain" label="mm" />
        <ChartsYAxis axisId="temp" label="°C" />
        <ChartsTooltip />
      </ChartsContainer>
    </Box>
  );
}
