import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A newsletter sign-up flow, last year and this year: the smaller funnel is drawn over the larger one.
const steps = ['Visited', 'Opened form', 'Submitted', 'Confirmed'];
const lastYear = [24000, 6100, 3300, 2400];
const thisYear = [18000, 5200, 3400, 2900];

/** Two series share the funnel's space; the outlined one shows last year behind this year's. */
export default function FunnelMultiple() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <FunnelChart
        series={[
          {
            label: 'Last year',
            variant: 'outlined',
            data: lastYear.map((value, index) => ({
              value,
              label: steps[index],
              color: '#9e9e9e',
            })),
            sectionLabel: false,
          },
          {
            label: 'This year',
            data: thisYear.map((value, index) => ({
              value,
              label: steps[index],
              color: '#7e57c2',
            })),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
