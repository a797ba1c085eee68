import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import {
  RadarDataProvider,
  RadarGrid,
  RadarSeriesPlot,
  RadarMetricLabels,
} from '@mui/x-charts/RadarChart';

// Monthly sunshine hours of two cities.
const metrics = [
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

/** The radar's parts as components: the grid, one plot per series in the order you choose, the labels. */
export default function RadarComposition() {
  return (
    <Box sx={{ width: '100%', height: 380 }}>
      <RadarDataProvider
        height={340}
        radar={{ max: 350, metrics, startAngle: -15 }}
        series={[
          {
            id: 'seville',
            label: 'Seville',
            data: [186, 189, 226, 255, 313, 345, 359, 337, 261, 221, 175, 154],
          },
          {
            id: 'hamburg',
            label: 'Hamburg',
            data: [44, 69, 115, 178, 224, 209, 221, 206, 148, 108, 53, 37],
            fillArea: true,
          },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <RadarGrid divisions={7} stripeColor={null} />
            <RadarSeriesPlot seriesId="hamburg" />
            <RadarSeriesPlot seriesId="seville" />
            <RadarMetricLabels />
          </ChartsSurface>
          <ChartsTooltip trigger="item" />
        </ChartsWrapper>
      </RadarDataProvider>
    </Box>
  );
}
