import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useLegend } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Subscriptions sold by plan, in thousands.
const plans = [
  { id: 'basic', label: 'Basic', data: [12, 14, 13, 17], color: '#90caf9' },
  { id: 'family', label: 'Family', data: [8, 9, 12, 15], color: '#42a5f5' },
  { id: 'business', label: 'Business', data: [3, 4, 4, 6], color: '#0d47a1' },
];

/** An HTML list next to the SVG, filled from the chart's own legend items. */
function LegendTable() {
  const { items } = useLegend();
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 130, fontSize: 14 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={String(item.seriesId)}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
        >
          <Box
            component="span"
            sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color }}
          />
          {item.label}
        </Box>
      ))}
    </Box>
  );
}

/** `ChartsDataProvider` shares the chart's data with HTML components outside `ChartsSurface`. */
export default function ComponentsHtmlLegend() {
  return (
    <Box sx={{ width: '100%' }}>
      <ChartsDataProvider
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 40 }]}
        series={plans.map((plan) => ({ type: 'bar' as const, ...plan }))}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <ChartsWrapper sx={{ flex: 1 }}>
            <ChartsSurface>
              <BarPlot />
              <ChartsXAxis />
              <ChartsYAxis />
            </ChartsSurface>
          </ChartsWrapper>
          <LegendTable />
        </Box>
      </ChartsDataProvider>
    </Box>
  );
}
