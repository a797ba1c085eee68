import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { useBrush, useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const days = Array.from({ length: 30 }, (_, index) => index + 1);
// Closing price of a share over a month, in euros.
const prices = days.map(
  (day) => Math.round((52 + Math.sin(day / 4) * 6 + day * 0.35) * 100) / 100,
);

/** Turns the brush into a period: the change of the price between the first and the last day selected. */
function PriceChangeOverlay() {
  const brush = useBrush();
  const xScale = useXScale<'linear'>();
  const { left, top, width, height } = useDrawingArea();
  if (!brush) {
    return null;
  }
  const clamp = (x: number) => Math.max(left, Math.min(left + width, x));
  const x1 = clamp(Math.min(brush.start.x, brush.current.x));
  const x2 = clamp(Math.max(brush.start.x, brush.current.x));
  const firstDay = Math.max(1, Math.ceil(xScale.invert(x1)));
  const lastDay = Math.min(30, Math.floor(xScale.invert(x2)));
  if (lastDay <= firstDay) {
    return null;
  }
  const change = prices[lastDay - 1] - prices[firstDay - 1];
  const percent = (change / prices[firstDay - 1]) * 100;
  const color = change >= 0 ? '#2e7d32' : '#c62828';
  return (
    <g>
      <rect
        x={x1}
        y={top}
        width={x2 - x1}
        height={height}
        fill={color}
        opacity={0.12}
      />
      <text
        x={(x1 + x2) / 2}
        y={top + 18}
        textAnchor="middle"
        fontSize={13}
        fill={color}
      >
        {`Day ${firstDay}–${lastDay}: ${change >= 0 ? '+' : ''}${percent.toFixed(1)} %`}
      </text>
    </g>
  );
}

export default function BrushPriceChange() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        hideLegend
        brushConfig={{ enabled: true }}
        xAxis={[{ data: days, label: 'Day of the month' }]}
        series={[{ data: prices, label: 'Closing price (€)', showMark: false }]}
      >
        <PriceChangeOverlay />
      </LineChart>
    </Box>
  );
}
