import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// An email campaign: sent, delivered, opened, clicked, purchased.
const steps = [
  { label: 'Sent', value: 50000 },
  { label: 'Delivered', value: 48600 },
  { label: 'Opened', value: 17900 },
  { label: 'Clicked', value: 3200 },
  { label: 'Purchased', value: 410 },
];

/** The section label is the series `valueFormatter`: here the share of the first step. */
export default function FunnelLabels() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <FunnelChart
        series={[
          {
            data: steps,
            valueFormatter: (item) => {
              const share = (item.value / steps[0].value) * 100;
              return `${item.value.toLocaleString('en-US')} · ${share < 10 ? share.toFixed(1) : Math.round(share)} %`;
            },
          },
        ]}
        hideLegend
        categoryAxis={{
          categories: steps.map((step) => step.label),
          position: 'left',
          size: 80,
        }}
      />
    </Box>
  );
}
