import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Time a parcel spends in each stage of delivery, in hours: sections as tall as their duration.
const stages = [
  { label: 'Order processing', value: 6 },
  { label: 'Warehouse', value: 14 },
  { label: 'Line haul', value: 22 },
  { label: 'Local depot', value: 9 },
  { label: 'Out for delivery', value: 4 },
];

/** A linear category axis: each section's thickness follows its value instead of equal bands. */
export default function FunnelLinearScale() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <FunnelChart
        series={[{ data: stages, valueFormatter: (item) => `${item.value} h` }]}
        categoryAxis={{ scaleType: 'linear', position: 'left', size: 40 }}
        hideLegend
      />
    </Box>
  );
}
