import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useSeries } from '@mui/x-charts/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];
// A bakery's orders and the share of them delivered on time.
const orders = [180, 196, 174, 210, 225, 240];
const target = [190, 190, 200, 200, 210, 210];

/**
 * An HTML summary placed inside the chart's provider: `useSeries()` groups the series by type,
 * so the component can describe bars and lines differently.
 */
function SeriesSummary() {
  const series = useSeries();
  const bars = series.bar?.seriesOrder ?? [];
  const lines = series.line?.seriesOrder ?? [];
  return (
    <Stack
      direction="row"
      spacing={3}
      sx={{ height: 30, px: 2, alignItems: 'center' }}
      data-testid="series-summary"
    >
      <Typography variant="body2">
        {`${bars.length} bar series: ${bars.map((id) => series.bar?.series[id].label).join(', ')}`}
      </Typography>
      <Typography variant="body2">
        {`${lines.length} line series: ${lines.map((id) => series.line?.series[id].label).join(', ')}`}
      </Typography>
    </Stack>
  );
}

export default function HooksUseSeries() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ChartsDataProvider
        height={290}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        series={[
          { type: 'bar', id: 'orders', data: orders, label: 'Orders' },
          {
            type: 'line',
            id: 'target',
            data: target,
            label: 'Target',
            color: '#d84315',
          },
        ]}
      >
        <SeriesSummary />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </ChartsDataProvider>
    </Box>
  );
}
