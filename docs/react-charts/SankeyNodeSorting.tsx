import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyLayoutNode,
} from '@mui/x-charts-pro/SankeyChart';

// Calls to a city's service line, routed to departments (listed alphabetically).
const nodes = [
  { id: 'Calls' },
  { id: 'Parking' },
  { id: 'Roads' },
  { id: 'Taxes' },
  { id: 'Waste' },
];
const links = [
  { source: 'Calls', target: 'Parking', value: 310 },
  { source: 'Calls', target: 'Roads', value: 190 },
  { source: 'Calls', target: 'Taxes', value: 560 },
  { source: 'Calls', target: 'Waste', value: 420 },
];

type Sort = 'auto' | 'fixed' | 'largest';

const largestFirst = (a: SankeyLayoutNode, b: SankeyLayoutNode) => b.value - a.value;

/** Node order in each column: the layout's choice, the order of `nodes`, or a compare function. */
export default function SankeyNodeSorting() {
  const [sort, setSort] = React.useState<Sort>('fixed');
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <TextField
        select
        size="small"
        label="nodeOptions.sort"
        value={sort}
        onChange={(event) => setSort(event.target.value as Sort)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="auto">auto</MenuItem>
        <MenuItem value="fixed">fixed (alphabetical)</MenuItem>
        <MenuItem value="largest">function: largest first</MenuItem>
      </TextField>
      <SankeyChart
        height={310}
        series={{
          data: { nodes, links },
          nodeOptions: { sort: sort === 'largest' ? largestFirst : sort },
        }}
      />
    </Box>
  );
}
