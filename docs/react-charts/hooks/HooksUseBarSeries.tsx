import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useBarSeries, useDrawingArea } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Subscriptions sold by a software shop, per plan.
const monthlyPlan = [320, 410, 385, 460];
const yearlyPlan = [140, 175, 210, 260];

/** Reads every bar series of the chart and writes each one's yearly total in the corner of the plot. */
function SeriesTotals() {
  const series = useBarSeries();
  const { left, top } = useDrawingArea();
  return (
    <g>
      {series.map((item, index) => {
        const total = item.data.reduce<number>(
          (sum, value) => sum + (value ?? 0),
          0,
        );
        return (
          <text
            key={item.id}
            x={left + 8}
            y={top + 16 + index * 18}
            fontSize={13}
            fill={item.color}
          >
            {`${item.label}: ${total} this year`}
          </text>
        );
      })}
    </g>
  );
}

/** `useBarSeries()` returns the bar series after the chart has filled in ids, colours and defaults. */
export default function HooksUseBarSeries() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        hideLegend
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ max: 800 }]}
        series={[
          { data: monthlyPlan, label: 'Monthly plan', stack: 'plans' },
          { data: yearlyPlan, label: 'Yearly plan', stack: 'plans' },
        ]}
      >
        <SeriesTotals />
      </BarChart>
    </Box>
  );
}
