import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const teams = ['Falcons', 'Otters', 'Lynx', 'Herons'];
// Points scored by each player of four youth basketball teams this season.
const players = [
  [14, 9, 22, 11, 6],
  [18, 12, 7, 15, 10],
  [8, 13, 9, 20, 16],
  [11, 10, 14, 8, 12],
];
const average = players.map(
  (points) => points.reduce((sum, value) => sum + value, 0) / points.length,
);

/** Bars for the team average, one dot per player on top: a bar plot and a scatter plot share the axes. */
export default function BarsComposition() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ChartsContainer
        height={300}
        xAxis={[
          {
            id: 'teams',
            scaleType: 'band',
            data: teams.map((_, index) => index),
            valueFormatter: (index: number) => teams[index],
          },
        ]}
        yAxis={[{ id: 'points', min: 0, width: 40 }]}
        series={[
          {
            type: 'bar',
            data: average,
            label: 'Team average',
            color: '#90caf9',
            valueFormatter: (v) => (v === null ? '' : v.toFixed(1)),
          },
          {
            type: 'scatter',
            label: 'Player',
            color: '#0d47a1',
            markerSize: 5,
            data: players.flatMap((points, team) =>
              points.map((y, player) => ({ id: `${team}-${player}`, x: team, y })),
            ),
          },
        ]}
      >
        <BarPlot />
        <ScatterPlot />
        <ChartsXAxis axisId="teams" />
        <ChartsYAxis axisId="points" />
        <ChartsTooltip />
      </ChartsContainer>
    </Box>
  );
}
