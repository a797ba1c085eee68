import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats won in a city council election of 61 seats.
const seats = [
  { id: 'greens', label: 'Greens', value: 17, color: '#2e7d32' },
  { id: 'social', label: 'Social Democrats', value: 15, color: '#c62828' },
  { id: 'liberal', label: 'Liberals', value: 9, color: '#f9a825' },
  { id: 'conservative', label: 'Conservatives', value: 20, color: '#1565c0' },
];

/** A half pie: `startAngle` -90 and `endAngle` 90, centred low in the box. */
export default function PieDemoStraightAngle() {
  return (
    <Box sx={{ width: '100%', height: 260 }}>
      <PieChart
        series={[
          {
            data: seats,
            startAngle: -90,
            endAngle: 90,
            innerRadius: 60,
            outerRadius: 160,
            cy: '90%',
            paddingAngle: 1,
          },
        ]}
      />
    </Box>
  );
}
