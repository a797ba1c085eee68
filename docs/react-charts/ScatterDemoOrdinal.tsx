import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Trees measured in a park: trunk diameter (cm), height (m) and species.
const species = ['Oak', 'Birch', 'Pine'];
const trees = Array.from({ length: 36 }, (_, index) => {
  const kind = index % 3;
  const diameter = 15 + ((index * 17) % 50);
  const height =
    Math.round((diameter * [0.38, 0.45, 0.5][kind] + ((index * 7) % 5)) * 10) / 10;
  return { id: index, x: diameter, y: height, z: species[kind] };
});

/** One series, coloured by species through an ordinal colour map on the z-axis. */
export default function ScatterDemoOrdinal() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChart
        xAxis={[{ label: 'Trunk diameter (cm)' }]}
        yAxis={[{ label: 'Height (m)' }]}
        zAxis={[
          {
            id: 'species',
            colorMap: {
              type: 'ordinal',
              values: species,
              colors: ['#6d4c41', '#90a4ae', '#2e7d32'],
            },
          },
        ]}
        series={[
          {
            data: trees,
            label: 'Trees',
            zAxisId: 'species',
            valueFormatter: (point) =>
              point ? `${point.z}: ${point.x} cm, ${point.y} m` : '',
          },
        ]}
        height={320}
      />
    </Box>
  );
}
