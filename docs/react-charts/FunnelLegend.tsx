import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Candidates of a hiring round at each stage.
const stages = [
  { label: 'Applied', value: 640 },
  { label: 'Screened', value: 210 },
  { label: 'Interviewed', value: 64 },
  { label: 'Offered', value: 12 },
  { label: 'Hired', value: 9 },
];

/** Each section is a legend entry, named by its `label`: the legend shows the stages on the side. */
export default function FunnelLegend() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <FunnelChart
        series={[{ data: stages }]}
        slotProps={{
          legend: {
            direction: 'vertical',
            position: { vertical: 'middle', horizontal: 'end' },
          },
        }}
      />
    </Box>
  );
}
