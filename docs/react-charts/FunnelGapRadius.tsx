import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Job applications to a design studio, from received to hired.
const hiring = [
  { label: 'Applications', value: 420 },
  { label: 'Screened', value: 160 },
  { label: 'Interviewed', value: 45 },
  { label: 'Offers', value: 8 },
  { label: 'Hired', value: 6 },
];

/** Left: `gap={0}` and square corners. Right: `gap={10}` and `borderRadius: 16`. */
export default function FunnelGapRadius() {
  return (
    <Stack direction="row" sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FunnelChart
          height={300}
          hideLegend
          gap={0}
          series={[{ data: hiring, borderRadius: 0 }]}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FunnelChart
          height={300}
          hideLegend
          gap={10}
          series={[{ data: hiring, borderRadius: 16 }]}
        />
      </Box>
    </Stack>
  );
}
