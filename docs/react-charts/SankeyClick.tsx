import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// An online shop's visits: entry page, then what the visitors did.
const links = [
  { source: 'Home page', target: 'Product page', value: 5400 },
  { source: 'Search result', target: 'Product page', value: 7200 },
  { source: 'Product page', target: 'Cart', value: 3100 },
  { source: 'Product page', target: 'Left', value: 9500 },
  { source: 'Cart', target: 'Order', value: 1900 },
  { source: 'Cart', target: 'Abandoned', value: 1200 },
];

/** `onNodeClick` and `onLinkClick` report what was clicked, with its laid-out data. */
export default function SankeyClick() {
  const [message, setMessage] = React.useState('Click a node or a link.');
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <Typography variant="body2" data-testid="sankey-clicked" sx={{ height: 24 }}>
        {message}
      </Typography>
      <SankeyChart
        height={310}
        series={{ data: { links } }}
        onNodeClick={(_, item) =>
          setMessage(`Node ${item.nodeId}: ${item.node.value} visits`)
        }
        onLinkClick={(_, item) =>
          setMessage(
            `Link ${item.sourceId} → ${item.targetId}: ${item.link.value} visits`,
          )
        }
      />
    </Box>
  );
}
