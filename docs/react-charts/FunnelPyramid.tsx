import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Population of a country by age group, in millions: a pyramid, narrowest at the top.
const ages = [
  { label: '80+', value: 4.1 },
  { label: '60–79', value: 14.6 },
  { label: '40–59', value: 17.2 },
  { label: '20–39', value: 16.4 },
  { label: '0–19', value: 15.1 },
];

/** The `'pyramid'` curve draws one triangle cut into sections; `funnelDirection` points it up or down. */
export default function FunnelPyramid() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <FunnelChart
        series={[
          {
            data: ages,
            curve: 'pyramid',
            funnelDirection: 'increasing',
            valueFormatter: (item) => `${item.value} M`,
          },
        ]}
        gap={3}
      />
    </Box>
  );
}
