import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const random = seeded(42);
// Daily maximum temperature (°C) and ice creams sold by two kiosks over a summer.
function kiosk(base: number, slope: number) {
  return Array.from({ length: 30 }, (_, index) => {
    const temperature = Math.round((16 + random() * 18) * 10) / 10;
    const sales = Math.round(base + temperature * slope + (random() - 0.5) * 60);
    return { id: index, x: temperature, y: sales };
  });
}

/** Two series, each with its own colour and legend entry; `markerSize` sets the point radius. */
export default function ScatterSeries() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChart
        xAxis={[{ label: 'Max temperature (°C)', min: 15, max: 35 }]}
        yAxis={[{ label: 'Ice creams sold' }]}
        series={[
          { data: kiosk(-80, 12), label: 'Beach kiosk', markerSize: 5 },
          { data: kiosk(-20, 6), label: 'Park kiosk', markerSize: 5 },
        ]}
        height={300}
      />
    </Box>
  );
}
