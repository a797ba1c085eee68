import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import {
  AreaPlot,
  LinePlot,
  MarkPlot,
  LineHighlightPlot,
} from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const km = [0, 5, 10, 15, 20, 25, 30, 35, 40, 42.2];
// Elevation along a mountain marathon, in metres.
const elevation = [420, 510, 690, 880, 1010, 940, 760, 610, 480, 455];

/** The plots of a line chart as separate components: the area under the line, a reference line on top. */
export default function LinesComposition() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ChartsContainer
        height={300}
        xAxis={[
          { id: 'km', data: km, valueFormatter: (value: number) => `${value} km` },
        ]}
        yAxis={[{ id: 'elevation', width: 50, min: 300 }]}
        series={[
          {
            type: 'line',
            data: elevation,
            area: true,
            baseline: 'min',
            label: 'Elevation',
            color: '#8d6e63',
            valueFormatter: (value) => `${value} m`,
          },
        ]}
      >
        <AreaPlot />
        <LinePlot />
        <ChartsReferenceLine
          y={1000}
          label="Tree line"
          lineStyle={{ strokeDasharray: '4 4' }}
        />
        <ChartsAxisHighlight x="line" />
        <MarkPlot />
        <LineHighlightPlot />
        <ChartsXAxis axisId="km" />
        <ChartsYAxis axisId="elevation" label="m" />
        <ChartsTooltip />
      </ChartsContainer>
    </Box>
  );
}
