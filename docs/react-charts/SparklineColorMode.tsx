import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Page load time of a web shop over the last 20 deployments, in milliseconds.
const loadTime = [
  820, 790, 810, 760, 740, 755, 730, 710, 720, 690, 700, 680, 665, 670, 650, 655,
  640, 630, 645, 620,
];

/** `color` as a function of the mode: a dark blue on light backgrounds, a light one in dark mode. */
export default function SparklineColorMode() {
  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      sx={{ width: '100%', height: 80 }}
    >
      <Typography variant="body2" sx={{ width: 120 }}>
        Load time
      </Typography>
      <SparkLineChart
        sx={{ flex: 1 }}
        height={80}
        data={loadTime}
        area
        color={(mode) => (mode === 'dark' ? '#90caf9' : '#0d47a1')}
      />
    </Stack>
  );
}
