import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart, funnelClasses } from '@mui/x-charts-pro/FunnelChart';

// Leads of a sales team this quarter.
const leads = [
  { label: 'Leads', value: 1800 },
  { label: 'Qualified', value: 720 },
  { label: 'Proposal', value: 260 },
  { label: 'Won', value: 95 },
];

/** Section labels styled through their class: bold white text with a dark outline. */
export default function FunnelLabelStyling() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <FunnelChart
        series={[{ data: leads, variant: 'filled' }]}
        sx={{
          [`& .${funnelClasses.sectionLabel}`]: {
            fill: '#fff',
            fontSize: 16,
            fontWeight: 700,
            paintOrder: 'stroke',
            stroke: 'rgba(0, 0, 0, 0.45)',
            strokeWidth: 3,
          },
        }}
      />
    </Box>
  );
}
