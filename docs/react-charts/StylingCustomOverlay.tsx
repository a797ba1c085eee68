import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

/** The no-data overlay slot: an invitation in the middle of the drawing area. */
function NoOrdersOverlay() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <g>
      <rect x={left} y={top} width={width} height={height} fill="#f5f5f5" />
      <text
        x={left + width / 2}
        y={top + height / 2 - 8}
        textAnchor="middle"
        fontSize={16}
        fontWeight={600}
      >
        No orders this week yet
      </text>
      <text
        x={left + width / 2}
        y={top + height / 2 + 14}
        textAnchor="middle"
        fontSize={13}
        fill="#757575"
      >
        Orders appear here as soon as the shop opens.
      </text>
    </g>
  );
}

export default function StylingCustomOverlay() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ width: 40, min: 0, max: 50 }]}
        series={[{ data: [], label: 'Orders' }]}
        slots={{ noDataOverlay: NoOrdersOverlay }}
        hideLegend
      />
    </Box>
  );
}
