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

const random = seeded(3);
// Weather stations: altitude (m), mean July temperature (°C), and yearly rainfall (mm) as z.
const stations = Array.from({ length: 45 }, (_, index) => {
  const altitude = Math.round(random() * 2400);
  const temperature =
    Math.round((24 - altitude * 0.0062 + (random() - 0.5) * 3) * 10) / 10;
  const rainfall = Math.round(600 + altitude * 0.6 + random() * 300);
  return { id: index, x: altitude, y: temperature, z: rainfall };
});

/** The z value of each point picks its colour on a continuous scale. */
export default function ScatterColorScale() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChart
        xAxis={[{ label: 'Altitude (m)' }]}
        yAxis={[{ label: 'July mean (°C)' }]}
        zAxis={[
          {
            id: 'rainfall',
            colorMap: {
              type: 'continuous',
              min: 600,
              max: 2400,
              color: ['#90caf9', '#0d47a1'],
            },
          },
        ]}
        series={[{ data: stations, label: 'Stations', zAxisId: 'rainfall' }]}
        height={300}
      />
    </Box>
  );
}
