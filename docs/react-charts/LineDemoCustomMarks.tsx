import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart, type MarkElementProps } from '@mui/x-charts/LineChart';

const days = ['1 Jun', '2 Jun', '3 Jun', '4 Jun', '5 Jun', '6 Jun', '7 Jun'];
// Daily maximum temperature, with the weather of each day.
const temperature = [24, 27, 22, 19, 23, 28, 30];
const weather = ['☀️', '☀️', '⛅', '🌧️', '⛅', '☀️', '☀️'];

/** The `mark` slot draws each point: a dot and the day's weather above it. */
function WeatherMark(props: MarkElementProps) {
  const { x, y, color, dataIndex } = props;
  return (
    <g>
      <circle cx={Number(x)} cy={Number(y)} r={5} fill={color} />
      <text x={Number(x)} y={Number(y) - 12} textAnchor="middle" fontSize={16}>
        {weather[dataIndex]}
      </text>
    </g>
  );
}

export default function LineDemoCustomMarks() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 35, min: 10, max: 35 }]}
        series={[
          { data: temperature, label: 'Max temperature (°C)', color: '#fb8c00' },
        ]}
        slots={{ mark: WeatherMark }}
        hideLegend
      />
    </Box>
  );
}
