import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import {
  RadarDataProvider,
  RadarGrid,
  RadarSeriesPlot,
  RadarMetricLabels,
  RadarAxis,
  RadarAxisHighlight,
} from '@mui/x-charts/RadarChart';

// A laptop's benchmark scores per task, each on its own scale.
const metrics = [
  { name: 'CPU (pts)', max: 2000 },
  { name: 'GPU (fps)', max: 120 },
  { name: 'Battery (h)', max: 20 },
  { name: 'Storage (GB/s)', max: 7 },
  { name: 'Screen (nits)', max: 600 },
];

/** `RadarAxis` prints values along one metric's axis; here two axes with their own scale. */
export default function RadarAxisValues() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <RadarDataProvider
        height={360}
        radar={{ metrics }}
        series={[{ label: 'Laptop', data: [1480, 62, 14, 5.2, 450] }]}
      >
        <ChartsWrapper>
          <ChartsSurface>
            <RadarGrid divisions={4} />
            <RadarAxisHighlight />
            <RadarSeriesPlot />
            <RadarMetricLabels />
            <RadarAxis metric="CPU (pts)" divisions={4} />
            <RadarAxis
              metric="Battery (h)"
              divisions={4}
              labelOrientation="rotated"
            />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </RadarDataProvider>
    </Box>
  );
}
