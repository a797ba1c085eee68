import * as React from 'react';
import Box from '@mui/material/Box';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Climate of a city in summer: each metric has its own unit and range.
const metrics = [
  { name: 'Temperature (°C)', min: 0, max: 40 },
  { name: 'Sunshine (h/day)', min: 0, max: 14 },
  { name: 'Rainfall (mm)', min: 0, max: 120 },
  { name: 'Humidity (%)', min: 0, max: 100 },
  { name: 'Wind (km/h)', min: 0, max: 40 },
];

/** Per-metric ranges, circular grid with four rings, and lines without fill. */
export default function RadarMetrics() {
  return (
    <Box sx={{ width: '100%' }}>
      <RadarChart
        height={320}
        shape="circular"
        divisions={4}
        radar={{ metrics }}
        series={[
          { label: 'Lisbon', data: [28, 11, 8, 62, 18], fillArea: false },
          { label: 'Dublin', data: [19, 6, 67, 80, 22], fillArea: false },
        ]}
      />
    </Box>
  );
}
