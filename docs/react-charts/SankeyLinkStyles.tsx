import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Visitors of a museum's website: where they come from and which page they land on.
const links = [
  { source: 'Search', target: 'Opening hours', value: 5200 },
  { source: 'Search', target: 'Exhibitions', value: 3100 },
  { source: 'Social', target: 'Exhibitions', value: 2400 },
  { source: 'Social', target: 'Tickets', value: 900 },
  { source: 'Newsletter', target: 'Tickets', value: 1800 },
  { source: 'Newsletter', target: 'Exhibitions', value: 700 },
];

/** One colour and opacity for every link, and each link's value printed on it. */
export default function SankeyLinkStyles() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <SankeyChart
        height={300}
        series={{
          data: { links },
          linkOptions: { color: '#90a4ae', opacity: 0.6, showValues: true },
          nodeOptions: { color: '#37474f', width: 8 },
        }}
      />
    </Box>
  );
}
