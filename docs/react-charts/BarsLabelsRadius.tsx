import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Tickets sold at a museum.
const tickets = [180, 210, 195, 240, 320, 510, 470];

/** Each bar prints its value, and its corners are rounded. */
export default function BarsLabelsRadius() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: days }]}
        series={[{ data: tickets, label: 'Tickets sold' }]}
        barLabel="value"
        borderRadius={8}
        height={300}
      />
    </Box>
  );
}
