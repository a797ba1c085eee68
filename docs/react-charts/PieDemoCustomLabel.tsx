import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Where a charity's donations went last year, in thousands of euros.
const spending = [
  { id: 'programs', label: 'Programmes', value: 612 },
  { id: 'fundraising', label: 'Fundraising', value: 94 },
  { id: 'admin', label: 'Administration', value: 58 },
  { id: 'reserve', label: 'Reserve', value: 36 },
];
const total = spending.reduce((sum, item) => sum + item.value, 0);

/** Arc labels with the share of each slice, hidden on slices too small to hold them. */
export default function PieDemoCustomLabel() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          {
            data: spending,
            arcLabel: (item) => `${Math.round((item.value / total) * 100)} %`,
            arcLabelMinAngle: 20,
            arcLabelRadius: '65%',
          },
        ]}
        sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 700 } }}
      />
    </Box>
  );
}
