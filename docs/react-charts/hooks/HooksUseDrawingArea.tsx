import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const hours = ['06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];
// Air temperature measured by a weather station, in °C.
const temperature = [11, 15, 21, 23, 19, 14];

/** Outlines the drawing area and prints its size, which follows the chart when the page is resized. */
function DrawingAreaOutline() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        stroke="currentColor"
        strokeDasharray="4 4"
      />
      <text
        x={left + width - 8}
        y={top + 18}
        textAnchor="end"
        fontSize={12}
        fill="currentColor"
      >
        {`${Math.round(width)} × ${Math.round(height)} px, ${left} px from the left`}
      </text>
    </g>
  );
}

export default function HooksUseDrawingArea() {
  return (
    <Box sx={{ width: '100%', color: 'text.secondary' }}>
      <LineChart
        height={300}
        hideLegend
        xAxis={[{ scaleType: 'point', data: hours }]}
        series={[{ data: temperature, label: 'Temperature (°C)' }]}
      >
        <DrawingAreaOutline />
      </LineChart>
    </Box>
  );
}
