import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyItemIdentifier,
} from '@mui/x-charts-pro/SankeyChart';

// A marketing budget split across channels, in thousands of dollars.
const links = [
  { source: 'Budget', target: 'Search ads', value: 120 },
  { source: 'Budget', target: 'Social ads', value: 80 },
  { source: 'Budget', target: 'Events', value: 60 },
  { source: 'Budget', target: 'Content', value: 40 },
];
const channels = links.map((link) => link.target);

/** The highlighted item lives in React state: buttons set it, hovering the chart updates it. */
export default function SankeyControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<SankeyItemIdentifier | null>(
    null,
  );
  return (
    <Box sx={{ width: '100%', height: 350 }}>
      <Stack direction="row" spacing={1}>
        {channels.map((channel) => (
          <Button
            key={channel}
            size="small"
            variant={
              highlighted?.subType === 'node' && highlighted.nodeId === channel
                ? 'contained'
                : 'outlined'
            }
            onClick={() =>
              setHighlighted({
                type: 'sankey',
                seriesId: 'marketing',
                subType: 'node',
                nodeId: channel,
              })
            }
          >
            {channel}
          </Button>
        ))}
        <Button size="small" onClick={() => setHighlighted(null)}>
          Clear
        </Button>
      </Stack>
      <SankeyChart
        height={310}
        series={{
          id: 'marketing',
          data: { links },
          nodeOptions: { highlight: 'links', fade: 'global' },
          linkOptions: { highlight: 'nodes', fade: 'global' },
        }}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
      />
    </Box>
  );
}
