import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Staff of a hospital by role.
const staff = [
  { label: 'Heads of department', value: 14 },
  { label: 'Senior doctors', value: 85 },
  { label: 'Junior doctors', value: 160 },
  { label: 'Nurses', value: 540 },
];

/** Left: equal bands, the default. Right: a linear category axis sizes each section by its value. */
export default function PyramidSegments() {
  return (
    <Stack direction="row" sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FunnelChart
          height={300}
          hideLegend
          series={[{ data: staff, curve: 'pyramid' }]}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FunnelChart
          height={300}
          hideLegend
          categoryAxis={{ scaleType: 'linear' }}
          series={[{ data: staff, curve: 'pyramid' }]}
        />
      </Box>
    </Stack>
  );
}
