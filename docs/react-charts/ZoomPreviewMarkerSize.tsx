import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// Restaurants of a city: average bill (€) and review score, 300 points generated deterministically.
const restaurants = Array.from({ length: 300 }, (_, index) => ({
  id: index,
  x: 12 + ((index * 7919) % 880) / 10,
  y:
    Math.round((3 + ((index * 31) % 20) / 10 + ((index * 7919) % 880) / 1000) * 10) /
    10,
}));

/** The slider preview draws the points again, smaller: `preview.markerSize` sets their size there. */
export default function ZoomPreviewMarkerSize() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ScatterChartPro
        height={340}
        xAxis={[
          {
            label: 'Average bill (€)',
            zoom: { slider: { enabled: true, preview: true } },
          },
        ]}
        yAxis={[{ width: 35 }]}
        series={[
          {
            data: restaurants,
            label: 'Score',
            markerSize: 4,
            preview: { markerSize: 1 },
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
