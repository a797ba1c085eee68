import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Passengers of a ferry crossing by ticket class (inner ring) and whether they booked online (outer ring).
const classes = [
  { id: 'first', label: 'First class', value: 180, color: '#283593' },
  { id: 'second', label: 'Second class', value: 420, color: '#5c6bc0' },
  { id: 'deck', label: 'Deck', value: 900, color: '#9fa8da' },
];
const booking = [
  { id: 'first-online', label: 'First, online', value: 150, color: '#283593' },
  { id: 'first-desk', label: 'First, at the desk', value: 30, color: '#bdbdbd' },
  { id: 'second-online', label: 'Second, online', value: 310, color: '#5c6bc0' },
  { id: 'second-desk', label: 'Second, at the desk', value: 110, color: '#bdbdbd' },
  { id: 'deck-online', label: 'Deck, online', value: 480, color: '#9fa8da' },
  { id: 'deck-desk', label: 'Deck, at the desk', value: 420, color: '#bdbdbd' },
];

/** Two rings: each class inside, and how its passengers booked outside. */
export default function PieOverview() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <PieChart
        series={[
          {
            id: 'classes',
            data: classes,
            outerRadius: 90,
            arcLabel: 'label',
            arcLabelMinAngle: 30,
          },
          {
            id: 'booking',
            data: booking,
            innerRadius: 100,
            outerRadius: 140,
            paddingAngle: 1,
          },
        ]}
        hideLegend
        sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 12 } }}
      />
    </Box>
  );
}
