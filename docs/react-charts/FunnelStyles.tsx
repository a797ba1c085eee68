import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A recruitment pipeline for one opening.
const pipeline = [
  { label: 'Applications', value: 340 },
  { label: 'Screened', value: 120 },
  { label: 'Interviewed', value: 36 },
  { label: 'Offers', value: 4 },
];

/** A horizontal funnel with straight steps, outlined sections and a gap between them. */
export default function FunnelStyles() {
  return (
    <Box sx={{ width: '100%' }}>
      <FunnelChart
        series={[
          {
            data: pipeline,
            layout: 'horizontal',
            curve: 'step',
            variant: 'outlined',
          },
        ]}
        gap={6}
        height={260}
      />
    </Box>
  );
}
