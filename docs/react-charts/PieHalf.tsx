import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats won in a city council election.
const seats = [
  { id: 'green', value: 14, label: 'Greens', color: '#2e7d32' },
  { id: 'social', value: 11, label: 'Social Democrats', color: '#c62828' },
  { id: 'liberal', value: 7, label: 'Liberals', color: '#f9a825' },
  { id: 'conservative', value: 13, label: 'Conservatives', color: '#1565c0' },
];

/** `startAngle` and `endAngle` (in degrees) draw a half circle, as in a parliament chart. */
export default function PieHalf() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        series={[
          {
            data: seats,
            startAngle: -90,
            endAngle: 90,
            innerRadius: 50,
            outerRadius: 120,
            cy: '75%',
            arcLabel: 'value',
            valueFormatter: (item) => `${item.value} seats`,
          },
        ]}
        height={260}
      />
    </Box>
  );
}
