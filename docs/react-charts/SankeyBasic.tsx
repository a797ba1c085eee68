import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Where a household's monthly income goes, in dollars.
const links = [
  { source: 'Salary', target: 'Budget', value: 4200 },
  { source: 'Freelance', target: 'Budget', value: 800 },
  { source: 'Budget', target: 'Housing', value: 1700 },
  { source: 'Budget', target: 'Food', value: 900 },
  { source: 'Budget', target: 'Transport', value: 450 },
  { source: 'Budget', target: 'Savings', value: 1200 },
  { source: 'Budget', target: 'Leisure', value: 750 },
  { source: 'Savings', target: 'Pension fund', value: 700 },
  { source: 'Savings', target: 'Emergency fund', value: 500 },
];

/** Links between named nodes; node sizes are the sums of their links. */
export default function SankeyBasic() {
  return (
    <Box sx={{ width: '100%' }}>
      <SankeyChart
        series={{
          data: { links },
          valueFormatter: (value) => `$${value}`,
        }}
        height={340}
      />
    </Box>
  );
}
