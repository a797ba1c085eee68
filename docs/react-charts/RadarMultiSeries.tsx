import * as React from 'react';
import Box from '@mui/material/Box';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Three cities rated out of 100 by a relocation guide.
const metrics = [
  'Housing',
  'Transport',
  'Safety',
  'Healthcare',
  'Culture',
  'Climate',
];

/** One polygon per city: where each one is strong and weak is read at a glance. */
export default function RadarMultiSeries() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <RadarChart
        radar={{ max: 100, metrics }}
        series={[
          { label: 'Lisbon', data: [58, 72, 80, 74, 85, 92] },
          { label: 'Copenhagen', data: [42, 90, 92, 88, 82, 55] },
          { label: 'Montreal', data: [70, 78, 84, 76, 88, 40] },
        ]}
      />
    </Box>
  );
}
