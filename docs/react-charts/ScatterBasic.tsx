import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// A small seeded generator, so the points are the same on every render.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const random = seeded(7);
// 40 flats: floor area in m² and monthly rent in euros.
const flats = Array.from({ length: 40 }, (_, index) => {
  const area = Math.round(25 + random() * 95);
  const rent = Math.round(300 + area * 11 + (random() - 0.5) * 400);
  return { id: index, x: area, y: rent };
});

/** Each point is one flat: its area along x, its rent along y. */
export default function ScatterBasic() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChart
        xAxis={[{ label: 'Floor area (m²)' }]}
        yAxis={[{ label: 'Rent (€)', width: 64 }]}
        series={[
          {
            data: flats,
            label: 'Flats',
            valueFormatter: (point) => (point ? `${point.x} m², €${point.y}` : ''),
          },
        ]}
        height={300}
      />
    </Box>
  );
}
