import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// Stars of a cluster: colour index and brightness (absolute magnitude), generated deterministically.
const stars = Array.from({ length: 200 }, (_, index) => {
  const colour = -0.2 + ((index * 7919) % 200) / 100;
  return {
    id: index,
    x: Math.round(colour * 100) / 100,
    y: Math.round((1 + colour * 5 + ((index * 31) % 15) / 10) * 10) / 10,
  };
});

/** Drag a rectangle over the plot to zoom into it; double-tap to go back. */
export default function ZoomBrush() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ScatterChartPro
        height={300}
        xAxis={[{ label: 'Colour index', zoom: true }]}
        yAxis={[{ width: 35, reverse: true, zoom: true }]}
        series={[{ data: stars, label: 'Magnitude', markerSize: 3 }]}
        zoomInteractionConfig={{ zoom: ['brush', 'doubleTapReset'], pan: [] }}
        hideLegend
      />
    </Box>
  );
}
