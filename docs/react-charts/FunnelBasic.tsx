import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Visitors of an online shop at each step of the checkout, in one week.
const steps = [
  { label: 'Product page', value: 12400 },
  { label: 'Added to cart', value: 3900 },
  { label: 'Checkout started', value: 2100 },
  { label: 'Payment', value: 1450 },
  { label: 'Order placed', value: 1210 },
];

/** One section per step, widest first. */
export default function FunnelBasic() {
  return (
    <Box sx={{ width: '100%' }}>
      <FunnelChart
        series={[
          { data: steps, valueFormatter: (item) => `${item.value} visitors` },
        ]}
        height={300}
      />
    </Box>
  );
}
