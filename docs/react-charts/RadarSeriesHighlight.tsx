import * as React from 'react';
import Box from '@mui/material/Box';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Skills of three candidates rated by an interview panel, from 0 to 5.
const skills = [
  'Frontend',
  'Backend',
  'Testing',
  'Design',
  'Communication',
  'Leadership',
];

/** `highlight="series"`: hovering a polygon brings it forward and fades the others. */
export default function RadarSeriesHighlight() {
  return (
    <Box sx={{ width: '100%' }}>
      <RadarChart
        height={320}
        highlight="series"
        radar={{ max: 5, metrics: skills }}
        series={[
          { label: 'Alex', data: [5, 2, 3, 4, 4, 2] },
          { label: 'Sam', data: [3, 5, 4, 1, 3, 4] },
          { label: 'Robin', data: [4, 4, 2, 3, 5, 5] },
        ]}
      />
    </Box>
  );
}
