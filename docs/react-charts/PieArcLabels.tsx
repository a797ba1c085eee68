import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Orders of a bakery on one Saturday, by product.
const orders = [
  { id: 'bread', value: 182, label: 'Bread' },
  { id: 'croissant', value: 143, label: 'Croissants' },
  { id: 'cake', value: 41, label: 'Cakes' },
  { id: 'cookie', value: 96, label: 'Cookies' },
  { id: 'other', value: 12, label: 'Other' },
];
const total = orders.reduce((sum, item) => sum + item.value, 0);

/** Each arc prints its share; arcs thinner than 20° stay unlabelled. */
export default function PieArcLabels() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        series={[
          {
            data: orders,
            arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
            arcLabelMinAngle: 20,
          },
        ]}
        height={260}
      />
    </Box>
  );
}
