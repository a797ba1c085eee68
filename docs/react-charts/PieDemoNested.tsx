import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Sales of a bookshop in a month: categories inside, their genres outside (in units).
const categories = [
  { id: 'fiction', value: 540, label: 'Fiction', color: '#5c6bc0' },
  { id: 'nonfiction', value: 360, label: 'Non-fiction', color: '#26a69a' },
];
const genres = [
  { id: 'crime', value: 220, label: 'Crime', color: '#7986cb' },
  { id: 'fantasy', value: 180, label: 'Fantasy', color: '#9fa8da' },
  { id: 'literary', value: 140, label: 'Literary', color: '#c5cae9' },
  { id: 'history', value: 150, label: 'History', color: '#4db6ac' },
  { id: 'science', value: 120, label: 'Science', color: '#80cbc4' },
  { id: 'travel', value: 90, label: 'Travel', color: '#b2dfdb' },
];

/** Two pie series sharing a centre: the outer ring breaks down the inner one. */
export default function PieDemoNested() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        series={[
          {
            id: 'categories',
            data: categories,
            outerRadius: 70,
            arcLabel: 'label',
            arcLabelMinAngle: 40,
          },
          { id: 'genres', data: genres, innerRadius: 80, outerRadius: 120 },
        ]}
        hideLegend
        height={280}
      />
    </Box>
  );
}
