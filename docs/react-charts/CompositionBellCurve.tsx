import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

// Heights of 500 adult men in a survey, counted in 4 cm bins from 158 cm to 198 cm.
const bins = Array.from({ length: 10 }, (_, index) => 158 + index * 4);
const counts = [6, 19, 44, 82, 113, 106, 74, 38, 14, 4];
const total = counts.reduce((sum, value) => sum + value, 0);
// The normal curve with the sample's mean and standard deviation, scaled to the bin width.
const mean =
  bins.reduce((sum, start, index) => sum + (start + 2) * counts[index], 0) / total;
const sd = Math.sqrt(
  bins.reduce(
    (sum, start, index) => sum + (start + 2 - mean) ** 2 * counts[index],
    0,
  ) / total,
);
const expected = bins.map((start) => {
  const x = start + 2;
  const density =
    Math.exp(-((x - mean) ** 2) / (2 * sd * sd)) / (sd * Math.sqrt(2 * Math.PI));
  return Math.round(density * total * 4 * 10) / 10;
});

/** A histogram (bars) with the normal curve (a line) on the same band axis. */
export default function CompositionBellCurve() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ChartsContainer
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: bins,
            categoryGapRatio: 0.05,
            valueFormatter: (start: number, context) =>
              context.location === 'tick' ? `${start}` : `${start}–${start + 4} cm`,
          },
        ]}
        yAxis={[{ width: 35 }]}
        series={[
          { type: 'bar', data: counts, label: 'Men', color: '#90caf9' },
          {
            type: 'line',
            data: expected,
            label: 'Normal curve',
            color: '#c62828',
            curve: 'natural',
            showMark: false,
          },
        ]}
      >
        <BarPlot />
        <LinePlot />
        <ChartsAxisHighlight x="band" />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsTooltip />
      </ChartsContainer>
    </Box>
  );
}
