import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Countries: GDP per person (thousand $), life expectancy (years) and median age (z, colour).
const countries = [
  { id: 'NG', x: 2.2, y: 53.9, z: 18.1 },
  { id: 'IN', x: 2.5, y: 70.8, z: 28.2 },
  { id: 'BR', x: 10.0, y: 75.8, z: 33.5 },
  { id: 'CN', x: 12.6, y: 78.6, z: 39.0 },
  { id: 'MX', x: 13.8, y: 74.8, z: 29.3 },
  { id: 'PL', x: 22.1, y: 78.5, z: 41.9 },
  { id: 'IT', x: 38.4, y: 83.7, z: 47.3 },
  { id: 'JP', x: 33.8, y: 84.7, z: 48.6 },
  { id: 'DE', x: 52.7, y: 81.4, z: 45.7 },
  { id: 'US', x: 80.4, y: 78.4, z: 38.5 },
];

/** The colour legend reads the z-axis: `axisDirection` (and `axisId`) pick the colour map to show. */
export default function LegendColorSelect() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ScatterChart
        xAxis={[{ label: 'GDP per person (k$)', scaleType: 'log' }]}
        yAxis={[{ label: 'Life expectancy', width: 55 }]}
        zAxis={[
          {
            id: 'median-age',
            colorMap: {
              type: 'continuous',
              min: 15,
              max: 50,
              color: ['#ffb300', '#4527a0'],
            },
          },
        ]}
        series={[{ data: countries, label: 'Countries', markerSize: 7 }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'z',
            axisId: 'median-age',
            minLabel: 'Median age 15',
            maxLabel: '50',
          },
        }}
      />
    </Box>
  );
}
