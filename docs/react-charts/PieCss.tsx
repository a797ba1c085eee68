import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';

// Votes in a school's election for the student council.
const votes = [
  { id: 'amara', label: 'Amara', value: 142 },
  { id: 'jonas', label: 'Jonas', value: 118 },
  { id: 'li', label: 'Li', value: 96 },
  { id: 'blank', label: 'Blank votes', value: 21 },
];

/** White borders between slices and a dimmed, hatched-looking blank slice, from CSS. */
export default function PieCss() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[{ id: 'votes', data: votes, innerRadius: 40 }]}
        sx={{
          [`& .${pieClasses.arc}`]: { stroke: '#fff', strokeWidth: 3 },
          [`& .${pieClasses.series}[data-series="votes"] .${pieClasses.arc}:last-of-type`]:
            {
              fillOpacity: 0.35,
              strokeDasharray: '4 3',
            },
        }}
      />
    </Box>
  );
}
