import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const teams = ['Support', 'Sales', 'Product', 'Engineering'];

/** The HTML legend sits outside the SVG: provider, then wrapper, legend and surface. */
export default function CompositionLegend() {
  return (
    <Box sx={{ width: '100%' }}>
      <ChartsDataProvider
        height={280}
        xAxis={[{ scaleType: 'band', data: teams }]}
        series={[
          // Open positions and hires this year, by team.
          { type: 'bar', data: [4, 6, 3, 9], label: 'Open positions' },
          { type: 'bar', data: [7, 5, 4, 12], label: 'Hires' },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'end' }}>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
