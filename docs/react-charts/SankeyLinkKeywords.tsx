import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Exports of three countries to three markets, in billions of dollars.
const nodes = [
  { id: 'Chile', color: '#d32f2f' },
  { id: 'Peru', color: '#f57c00' },
  { id: 'Colombia', color: '#fbc02d' },
  { id: 'China', color: '#5d4037' },
  { id: 'United States', color: '#1565c0' },
  { id: 'European Union', color: '#283593' },
];
const links = [
  { source: 'Chile', target: 'China', value: 37 },
  { source: 'Chile', target: 'United States', value: 15 },
  { source: 'Chile', target: 'European Union', value: 8 },
  { source: 'Peru', target: 'China', value: 24 },
  { source: 'Peru', target: 'United States', value: 9 },
  { source: 'Colombia', target: 'United States', value: 15 },
  { source: 'Colombia', target: 'European Union', value: 6, color: '#9e9e9e' },
];

type Keyword = 'source' | 'target';

/** Links coloured like the node they leave or the node they reach; one link sets its own colour. */
export default function SankeyLinkKeywords() {
  const [keyword, setKeyword] = React.useState<Keyword>('source');
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={keyword}
        onChange={(_, value: Keyword | null) => value && setKeyword(value)}
        aria-label="link colour"
      >
        <ToggleButton value="source">source</ToggleButton>
        <ToggleButton value="target">target</ToggleButton>
      </ToggleButtonGroup>
      <SankeyChart
        height={300}
        series={{ data: { nodes, links }, linkOptions: { color: keyword } }}
      />
    </Box>
  );
}
