import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart, scatterClasses } from '@mui/x-charts/ScatterChart';

// Coffee beans rated by a roaster: acidity and body (1–10), for washed and natural processes.
const washed = [
  [7.5, 5.0],
  [8.0, 4.5],
  [7.0, 5.5],
  [8.5, 4.0],
  [6.5, 6.0],
  [7.8, 5.2],
].map(([x, y], index) => ({ id: `w${index}`, x, y }));
const natural = [
  [5.5, 7.5],
  [6.0, 8.0],
  [5.0, 7.0],
  [6.5, 7.8],
  [4.5, 8.5],
  [5.8, 6.8],
].map(([x, y], index) => ({ id: `n${index}`, x, y }));

/** Outlined markers for one series, found by its `data-series` attribute. */
export default function ScatterCss() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <ScatterChart
        xAxis={[{ label: 'Acidity', min: 3, max: 10 }]}
        yAxis={[{ label: 'Body', min: 3, max: 10, width: 50 }]}
        series={[
          {
            id: 'washed',
            data: washed,
            label: 'Washed',
            color: '#6d4c41',
            markerSize: 7,
          },
          {
            id: 'natural',
            data: natural,
            label: 'Natural',
            color: '#ef6c00',
            markerSize: 7,
          },
        ]}
        sx={{
          [`& .${scatterClasses.series}[data-series="natural"] .${scatterClasses.marker}`]:
            {
              fillOpacity: 0.15,
              stroke: '#ef6c00',
              strokeWidth: 2,
            },
        }}
      />
    </Box>
  );
}
