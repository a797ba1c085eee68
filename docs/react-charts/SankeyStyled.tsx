import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Visits to a web shop: where they came from, and where they ended.
const nodes = [
  { id: 'search', label: 'Search', color: '#1976d2' },
  { id: 'social', label: 'Social', color: '#9c27b0' },
  { id: 'email', label: 'Email', color: '#ed6c02' },
  { id: 'product', label: 'Product page', color: '#607d8b' },
  { id: 'left', label: 'Left', color: '#9e9e9e' },
  { id: 'order', label: 'Order', color: '#2e7d32' },
];
const links = [
  { source: 'search', target: 'product', value: 5200 },
  { source: 'social', target: 'product', value: 2100 },
  { source: 'email', target: 'product', value: 1400 },
  { source: 'search', target: 'left', value: 1800 },
  { source: 'social', target: 'left', value: 1600 },
  { source: 'product', target: 'order', value: 950 },
  { source: 'product', target: 'left', value: 7750 },
];

/** Nodes with their own colours; links take the colour of their source and print their values. */
export default function SankeyStyled() {
  return (
    <Box sx={{ width: '100%' }}>
      <SankeyChart
        series={{
          data: { nodes, links },
          nodeOptions: { width: 12, padding: 16 },
          linkOptions: { color: 'source', opacity: 0.5, showValues: true },
        }}
        height={340}
      />
    </Box>
  );
}
