import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Newsletter campaign, from delivered emails to purchases.
const campaign = [
  { label: 'Delivered', value: 20000 },
  { label: 'Opened', value: 8200 },
  { label: 'Clicked', value: 1900 },
  { label: 'Purchased', value: 310 },
];

/** A category axis names the steps on the left; `curve="bump"` smooths the edges. */
export default function FunnelCategoryAxis() {
  return (
    <Box sx={{ width: '100%' }}>
      <FunnelChart
        series={[{ data: campaign, curve: 'bump' }]}
        categoryAxis={{
          categories: campaign.map((step) => step.label),
          position: 'left',
          size: 90,
        }}
        hideLegend
        height={300}
      />
    </Box>
  );
}
