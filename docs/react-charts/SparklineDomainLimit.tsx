import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Body weight over 30 days, in kg: small changes around 72 kg.
const weight = [
  72.4, 72.6, 72.3, 72.1, 72.2, 72.0, 71.8, 71.9, 71.7, 71.6, 71.8, 71.5, 71.4, 71.6,
  71.3, 71.2, 71.3, 71.1, 71.0, 71.2, 70.9, 70.8, 71.0, 70.7, 70.6, 70.8, 70.5, 70.4,
  70.6, 70.3,
];

/** Relative range: `domainLimit` keeps the extremes of the data with a little room, instead of starting at zero. */
export default function SparklineDomainLimit() {
  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      sx={{ width: '100%', height: 80 }}
    >
      <Typography variant="body2" sx={{ width: 120 }}>
        Weight: {weight[weight.length - 1]} kg
      </Typography>
      <SparkLineChart
        sx={{ flex: 1 }}
        height={80}
        data={weight}
        yAxis={{ domainLimit: (min, max) => ({ min: min - 0.2, max: max + 0.2 }) }}
        color="#00897b"
        showTooltip
        valueFormatter={(value) => `${value} kg`}
      />
    </Stack>
  );
}
