import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { LinePlot, MarkPlot, LineHighlightPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];
// Visitors of three national parks, in millions.
const parks = [
  { id: 'yosemite', label: 'Yosemite', data: [4.4, 2.3, 3.3, 3.7, 3.9, 4.1] },
  { id: 'zion', label: 'Zion', data: [4.5, 3.6, 5.0, 4.7, 4.6, 4.9] },
  { id: 'acadia', label: 'Acadia', data: [3.4, 2.7, 4.1, 3.9, 3.9, 4.0] },
];

/** Legend, tooltip, axis highlight and highlighted marks: each one opt-in in a composed chart. */
export default function CompositionInteraction() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <ChartsDataProvider
        height={300}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ width: 35 }]}
        series={parks.map((park) => ({
          type: 'line' as const,
          ...park,
          highlightScope: { highlight: 'series' as const, fade: 'global' as const },
        }))}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <ChartsAxisHighlight x="line" />
            <LinePlot />
            <MarkPlot />
            <LineHighlightPlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
