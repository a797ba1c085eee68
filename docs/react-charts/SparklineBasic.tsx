import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Closing prices of three shares over the last 14 trading days.
const shares = [
  {
    ticker: 'ACME',
    prices: [41, 42, 41, 43, 44, 44, 46, 45, 47, 48, 47, 49, 51, 52],
  },
  {
    ticker: 'GLOBX',
    prices: [88, 86, 87, 85, 83, 84, 82, 80, 81, 79, 78, 79, 77, 76],
  },
  {
    ticker: 'INIT',
    prices: [23, 25, 22, 26, 24, 27, 23, 26, 25, 28, 24, 27, 26, 29],
  },
];

/** Tiny lines without axes, sized to sit next to text. */
export default function SparklineBasic() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 420 }}>
      {shares.map((share) => (
        <Stack
          key={share.ticker}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center' }}
        >
          <Typography sx={{ width: 64, fontWeight: 500 }}>{share.ticker}</Typography>
          <SparkLineChart data={share.prices} height={40} sx={{ flex: 1 }} />
          <Typography sx={{ width: 40, textAlign: 'right' }}>
            {share.prices.at(-1)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
