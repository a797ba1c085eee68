import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Rows as they come from an API: support tickets by channel.
const ticketsByChannel = [
  { channel: 'Email', tickets: 420 },
  { channel: 'Chat', tickets: 315 },
  { channel: 'Phone', tickets: 128 },
  { channel: 'Forum', tickets: 64 },
];

/** Pie series take `data` items, not a dataset: map the rows to `{ id, value, label }`. */
export default function PieDataset() {
  const data = ticketsByChannel.map((row) => ({
    id: row.channel,
    value: row.tickets,
    label: row.channel,
  }));
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart series={[{ data, innerRadius: 40 }]} height={260} />
    </Box>
  );
}
