import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Weekly change of three currencies against the euro, last 12 weeks (rate).
const currencies = [
  {
    code: 'USD',
    rates: [1.08, 1.09, 1.09, 1.1, 1.1, 1.11, 1.12, 1.12, 1.13, 1.14, 1.15, 1.16],
  },
  {
    code: 'GBP',
    rates: [0.86, 0.86, 0.85, 0.85, 0.85, 0.84, 0.84, 0.84, 0.83, 0.83, 0.83, 0.82],
  },
  {
    code: 'JPY',
    rates: [162, 161, 163, 162, 164, 163, 165, 164, 163, 164, 165, 166],
  },
];

/** The colour says the direction: green when the last rate is above the first, red otherwise. */
export default function SparklineColor() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 420, height: 180 }}>
      {currencies.map(({ code, rates }) => {
        const up = rates[rates.length - 1] >= rates[0];
        return (
          <Stack
            key={code}
            direction="row"
            spacing={2}
            alignItems="center"
            sx={{ height: 50 }}
          >
            <Typography variant="body2" sx={{ width: 50 }}>
              {code}
            </Typography>
            <SparkLineChart
              sx={{ flex: 1 }}
              height={50}
              data={rates}
              color={up ? '#2e7d32' : '#c62828'}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
