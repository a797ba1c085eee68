import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYAxes } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// A solar farm: energy produced (MWh) and hours of sunshine.
const energy = [410, 520, 760, 940, 1120, 1210, 1260, 1130];
const sunshine = [62, 85, 130, 175, 215, 240, 260, 235];

/** Prints, above the plot, which axis each series is read on: `useYAxes()` lists every y-axis by id. */
function AxisCaptions() {
  const { yAxis, yAxisIds } = useYAxes();
  const { left, width, top } = useDrawingArea();
  return (
    <g>
      {yAxisIds.map((id) => {
        const axis = yAxis[id];
        const onRight = axis.position === 'right';
        return (
          <text
            key={id}
            x={onRight ? left + width : left}
            y={top - 10}
            textAnchor={onRight ? 'end' : 'start'}
            fontSize={12}
            fill="currentColor"
          >
            {`${onRight ? '→' : '←'} ${axis.label}`}
          </text>
        );
      })}
    </g>
  );
}

export default function HooksUseAxes() {
  return (
    <Box sx={{ width: '100%', color: 'text.secondary' }}>
      <LineChart
        height={300}
        hideLegend
        margin={{ top: 30 }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          { id: 'energy', label: 'Energy (MWh)', position: 'left' },
          { id: 'sun', label: 'Sunshine (h)', position: 'right' },
        ]}
        series={[
          { data: energy, label: 'Energy', yAxisId: 'energy' },
          { data: sunshine, label: 'Sunshine', yAxisId: 'sun', color: '#f9a825' },
        ]}
      >
        <AxisCaptions />
      </LineChart>
    </Box>
  );
}
