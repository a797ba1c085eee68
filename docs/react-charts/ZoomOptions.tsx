import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// Earthquakes: depth (km) and magnitude, generated with a fixed formula.
const quakes = Array.from({ length: 120 }, (_, index) => ({
  id: index,
  x: Math.round(((index * 53) % 700) + (index % 7) * 3),
  y: Math.round((2.5 + ((index * 29) % 45) / 10) * 10) / 10,
}));

/** Both axes zoom; a brush (drag a rectangle) zooms, and double-tap resets. */
export default function ZoomOptions() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChartPro
        xAxis={[{ label: 'Depth (km)', zoom: { minSpan: 5, panning: true } }]}
        yAxis={[{ label: 'Magnitude', zoom: true }]}
        series={[{ data: quakes, label: 'Earthquakes', markerSize: 3 }]}
        zoomInteractionConfig={{
          zoom: ['brush', 'wheel', 'doubleTapReset'],
          pan: ['wheel'],
        }}
        height={320}
      />
    </Box>
  );
}
