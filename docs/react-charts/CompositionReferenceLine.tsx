import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { LinePlot, AreaPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = Array.from({ length: 14 }, (_, index) => index + 1);
// Response time of an API in milliseconds, one value per day.
const latency = [
  182, 175, 190, 210, 245, 232, 198, 187, 260, 305, 280, 220, 205, 196,
];

/** Reference lines for a service-level objective and for the day of a deployment. */
export default function CompositionReferenceLine() {
  return (
    <Box sx={{ width: '100%' }}>
      <ChartsContainer
        height={300}
        xAxis={[{ data: days, label: 'Day' }]}
        yAxis={[{ min: 0, max: 350, width: 50 }]}
        series={[
          { type: 'line', data: latency, area: true, label: 'p95 latency (ms)' },
        ]}
      >
        <AreaPlot />
        <LinePlot />
        <ChartsReferenceLine
          y={250}
          label="Objective: 250 ms"
          labelAlign="start"
          lineStyle={{ stroke: '#d32f2f', strokeDasharray: '4 4' }}
        />
        <ChartsReferenceLine
          x={9}
          label="Deploy"
          lineStyle={{ stroke: '#757575' }}
        />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsContainer>
    </Box>
  );
}
