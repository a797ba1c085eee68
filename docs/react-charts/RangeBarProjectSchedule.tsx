import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsDataProviderPremium } from '@mui/x-charts-premium/ChartsDataProviderPremium';
import { ChartsWrapper } from '@mui/x-charts-premium/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts-premium/ChartsSurface';
import { ChartsGrid } from '@mui/x-charts-premium/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts-premium/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts-premium/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts-premium/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts-premium/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts-premium/ChartsLegend';
import { RangeBarPlot } from '@mui/x-charts-premium/BarChartPremium';

// A website relaunch, planned and actual, in project weeks.
const tasks = ['Research', 'Design', 'Content', 'Development', 'Testing', 'Launch'];
const planned: [number, number][] = [
  [0, 2],
  [2, 5],
  [3, 7],
  [5, 10],
  [9, 11],
  [11, 12],
];
const actual: ([number, number] | null)[] = [
  [0, 3],
  [3, 6],
  [4, 8],
  [6, 9],
  null,
  null,
];
const CURRENT_WEEK = 9;

const formatWeeks = (value: [number, number] | null) =>
  value === null ? 'not started' : `week ${value[0]} to week ${value[1]}`;

/**
 * A Gantt-style schedule composed by hand: two horizontal range series (plan and progress), a reference line for
 * the current week, the grid, both axes, a legend and the item tooltip.
 */
export default function RangeBarProjectSchedule() {
  return (
    <Box sx={{ width: '100%' }}>
      <ChartsDataProviderPremium
        height={320}
        yAxis={[{ id: 'tasks', scaleType: 'band', data: tasks, width: 90 }]}
        xAxis={[
          { id: 'weeks', min: 0, max: 12, tickNumber: 12, label: 'Project week' },
        ]}
        series={[
          {
            type: 'rangeBar',
            layout: 'horizontal',
            id: 'planned',
            label: 'Planned',
            data: planned,
            color: '#90caf9',
            valueFormatter: formatWeeks,
          },
          {
            type: 'rangeBar',
            layout: 'horizontal',
            id: 'actual',
            label: 'Actual',
            data: actual,
            color: '#1565c0',
            valueFormatter: formatWeeks,
          },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <ChartsGrid vertical />
            <RangeBarPlot borderRadius={3} />
            <ChartsReferenceLine
              x={CURRENT_WEEK}
              label="This week"
              labelAlign="start"
              lineStyle={{ stroke: '#d32f2f', strokeDasharray: '4 3' }}
              labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
            />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
          <ChartsTooltip trigger="item" />
        </ChartsWrapper>
      </ChartsDataProviderPremium>
    </Box>
  );
}
