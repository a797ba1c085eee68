import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A loan application process: each section coloured by what happens there.
const steps = [
  { label: 'Started online', value: 5200, color: '#90caf9' },
  { label: 'Documents uploaded', value: 3100, color: '#64b5f6' },
  { label: 'Credit check passed', value: 1900, color: '#1e88e5' },
  { label: 'Rejected by policy', value: 600, color: '#e57373' },
  { label: 'Approved', value: 1300, color: '#43a047' },
];

/** Each data item may set its own `color`; otherwise sections take the palette's colours in turn. */
export default function FunnelColors() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <FunnelChart
        series={[{ data: steps, curve: 'bump' }]}
        slotProps={{
          legend: {
            direction: 'vertical',
            position: { vertical: 'middle', horizontal: 'end' },
          },
        }}
      />
    </Box>
  );
}
