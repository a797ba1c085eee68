import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart, funnelClasses } from '@mui/x-charts-pro/FunnelChart';

// Visitors of a trade fair stand: walked by, stopped, scanned a badge, booked a demo.
const stand = [
  { label: 'Walked by', value: 8400 },
  { label: 'Stopped', value: 1900 },
  { label: 'Badge scanned', value: 640 },
  { label: 'Demo booked', value: 85 },
];

/** Hover styles from CSS: the hovered section gets `data-highlighted`, the others `data-faded`. */
export default function FunnelCss() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <FunnelChart
        series={[
          { data: stand, highlightScope: { highlight: 'item', fade: 'global' } },
        ]}
        hideLegend
        sx={{
          [`& .${funnelClasses.section}`]: {
            transition: 'opacity 0.2s, filter 0.2s',
          },
          [`& .${funnelClasses.section}[data-highlighted]`]: {
            filter: 'drop-shadow(0 2px 4px rgba(0,0,0,0.4))',
          },
          [`& .${funnelClasses.section}[data-faded]`]: { opacity: 0.25 },
        }}
      />
    </Box>
  );
}
