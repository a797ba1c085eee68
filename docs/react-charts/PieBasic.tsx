import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Share of a household's monthly budget, in dollars.
const budget = [
  { id: 'housing', value: 1450, label: 'Housing' },
  { id: 'food', value: 620, label: 'Food' },
  { id: 'transport', value: 310, label: 'Transport' },
  { id: 'leisure', value: 240, label: 'Leisure' },
  { id: 'savings', value: 400, label: 'Savings' },
];

/** One series whose data items each become an arc. */
export default function PieBasic() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        series={[{ data: budget, valueFormatter: (item) => `$${item.value}` }]}
        height={260}
      />
    </Box>
  );
}
