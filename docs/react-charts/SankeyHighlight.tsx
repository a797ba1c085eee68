import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Where the water of a town comes from and where it goes, in thousand cubic metres a day.
const links = [
  { source: 'River intake', target: 'Treatment plant', value: 42 },
  { source: 'Wells', target: 'Treatment plant', value: 18 },
  { source: 'Treatment plant', target: 'Homes', value: 31 },
  { source: 'Treatment plant', target: 'Industry', value: 17 },
  { source: 'Treatment plant', target: 'Leaks', value: 8 },
  { source: 'Treatment plant', target: 'Public use', value: 4 },
];

type NodeHighlight = 'nodes' | 'links' | 'incoming' | 'outgoing' | 'none';
type LinkHighlight = 'links' | 'nodes' | 'source' | 'target' | 'none';

/** What hovering a node or a link highlights, with everything else faded. */
export default function SankeyHighlight() {
  const [nodeHighlight, setNodeHighlight] = React.useState<NodeHighlight>('links');
  const [linkHighlight, setLinkHighlight] = React.useState<LinkHighlight>('nodes');
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="nodeOptions.highlight"
          value={nodeHighlight}
          onChange={(event) => setNodeHighlight(event.target.value as NodeHighlight)}
          sx={{ minWidth: 190 }}
        >
          {['nodes', 'links', 'incoming', 'outgoing', 'none'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="linkOptions.highlight"
          value={linkHighlight}
          onChange={(event) => setLinkHighlight(event.target.value as LinkHighlight)}
          sx={{ minWidth: 190 }}
        >
          {['links', 'nodes', 'source', 'target', 'none'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <SankeyChart
        height={310}
        series={{
          data: { links },
          nodeOptions: { highlight: nodeHighlight, fade: 'global' },
          linkOptions: { highlight: linkHighlight, fade: 'global' },
        }}
      />
    </Box>
  );
}
