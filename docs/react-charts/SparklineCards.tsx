import * as React from 'react';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Key figures of a web shop over the last 12 weeks.
const kpis = [
  {
    name: 'Revenue',
    value: '€48.2k',
    color: '#2e7d32',
    data: [31, 33, 32, 36, 38, 37, 40, 42, 41, 45, 46, 48],
  },
  {
    name: 'Orders',
    value: '1,204',
    color: '#1565c0',
    data: [980, 1010, 990, 1050, 1100, 1080, 1120, 1150, 1140, 1180, 1190, 1204],
  },
  {
    name: 'Refunds',
    value: '3.1%',
    color: '#c62828',
    data: [2.2, 2.4, 2.3, 2.6, 2.5, 2.8, 2.7, 2.9, 3.0, 2.9, 3.2, 3.1],
  },
];

/** Sparklines in cards: one colour per figure, a shared height, areas under the lines. */
export default function SparklineCards() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
      {kpis.map((kpi) => (
        <Paper key={kpi.name} variant="outlined" sx={{ flex: 1, p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {kpi.name}
          </Typography>
          <Typography variant="h6">{kpi.value}</Typography>
          <SparkLineChart data={kpi.data} color={kpi.color} area height={50} />
        </Paper>
      ))}
    </Stack>
  );
}
