import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Applicants of a graduate programme, from channel to decision, with nodes listed explicitly.
const nodes = [
  { id: 'web', label: 'Website', color: '#1e88e5' },
  { id: 'fair', label: 'Education fair', color: '#8e24aa' },
  { id: 'referral', label: 'Alumni referral', color: '#00897b' },
  { id: 'review', label: 'File review', color: '#757575' },
  { id: 'interview', label: 'Interview', color: '#f9a825' },
  { id: 'rejected', label: 'Not admitted', color: '#e53935' },
  { id: 'admitted', label: 'Admitted', color: '#43a047' },
];
const links = [
  { source: 'web', target: 'review', value: 420 },
  { source: 'fair', target: 'review', value: 160 },
  { source: 'referral', target: 'review', value: 90 },
  { source: 'review', target: 'interview', value: 240 },
  { source: 'review', target: 'rejected', value: 430 },
  { source: 'interview', target: 'admitted', value: 110 },
  { source: 'interview', target: 'rejected', value: 130 },
];

/** Short ids in the links, readable labels and colours on the nodes. */
export default function SankeyExplicitNodes() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <SankeyChart height={320} series={{ data: { nodes, links } }} />
    </Box>
  );
}
