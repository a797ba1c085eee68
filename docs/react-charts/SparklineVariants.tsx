import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Orders per day in the last two weeks.
const orders = [34, 41, 38, 52, 47, 61, 58, 44, 49, 57, 63, 55, 70, 66];

/** The same data as an area with a tooltip, and as bars. */
export default function SparklineVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <div>
        <Typography variant="body2">Area, curve and tooltip</Typography>
        <SparkLineChart
          data={orders}
          height={56}
          area
          curve="natural"
          showTooltip
          showHighlight
          valueFormatter={(value) => `${value} orders`}
        />
      </div>
      <div>
        <Typography variant="body2">Bars</Typography>
        <SparkLineChart data={orders} height={56} plotType="bar" showTooltip />
      </div>
    </Stack>
  );
}
