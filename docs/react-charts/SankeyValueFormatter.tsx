import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A city's yearly budget, in euros: revenues into the budget, the budget into services.
const links = [
  { source: 'Local taxes', target: 'Budget', value: 412000000 },
  { source: 'State grants', target: 'Budget', value: 265000000 },
  { source: 'Fees', target: 'Budget', value: 88000000 },
  { source: 'Budget', target: 'Schools', value: 241000000 },
  { source: 'Budget', target: 'Social care', value: 198000000 },
  { source: 'Budget', target: 'Transport', value: 143000000 },
  { source: 'Budget', target: 'Culture and sport', value: 61000000 },
  { source: 'Budget', target: 'Administration', value: 122000000 },
];
const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  style: 'currency',
  currency: 'EUR',
});
const full = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Compact values on the links, the exact amount with the share of the budget in the tooltip. */
export default function SankeyValueFormatter() {
  const total = links
    .filter((link) => link.target === 'Budget')
    .reduce((sum, link) => sum + link.value, 0);
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <SankeyChart
        height={340}
        series={{
          data: { links },
          linkOptions: { showValues: true },
          valueFormatter: (value, context) =>
            context.location === 'label'
              ? compact.format(value)
              : `${full.format(value)} (${Math.round((value / total) * 100)} % of the budget)`,
        }}
      />
    </Box>
  );
}
