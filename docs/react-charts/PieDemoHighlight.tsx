import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Time spent by a support team last week, in hours.
const hours = [
  { id: 'tickets', value: 62, label: 'Tickets' },
  { id: 'calls', value: 38, label: 'Calls' },
  { id: 'docs', value: 14, label: 'Writing docs' },
  { id: 'meetings', value: 22, label: 'Meetings' },
  { id: 'training', value: 8, label: 'Training' },
];

/** The hovered slice grows and the others fade. */
export default function PieDemoHighlight() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        series={[
          {
            data: hours,
            innerRadius: 30,
            outerRadius: 100,
            cornerRadius: 5,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 8 },
            faded: { innerRadius: 30, additionalRadius: -10, color: 'gray' },
            valueFormatter: (item) => `${item.value} h`,
          },
        ]}
        height={260}
      />
    </Box>
  );
}
