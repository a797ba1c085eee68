import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyLayoutLink,
} from '@mui/x-charts-pro/SankeyChart';

// Trips of a bike-sharing network between four stations on a Monday morning.
const links = [
  { source: 'Central station', target: 'University', value: 140 },
  { source: 'Central station', target: 'Harbour', value: 45 },
  { source: 'Central station', target: 'Old town', value: 90 },
  { source: 'Riverside', target: 'University', value: 60 },
  { source: 'Riverside', target: 'Old town', value: 120 },
  { source: 'Riverside', target: 'Harbour', value: 30 },
];

type Sort = 'auto' | 'fixed' | 'smallest';

const smallestFirst = (a: SankeyLayoutLink, b: SankeyLayoutLink) =>
  (a.value ?? 0) - (b.value ?? 0);

/** The order in which links leave and enter each node. */
export default function SankeyLinkSorting() {
  const [sort, setSort] = React.useState<Sort>('auto');
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <TextField
        select
        size="small"
        label="linkOptions.sort"
        value={sort}
        onChange={(event) => setSort(event.target.value as Sort)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="auto">auto</MenuItem>
        <MenuItem value="fixed">fixed (order of links)</MenuItem>
        <MenuItem value="smallest">function: smallest first</MenuItem>
      </TextField>
      <SankeyChart
        height={310}
        series={{
          data: { links },
          linkOptions: { sort: sort === 'smallest' ? smallestFirst : sort },
        }}
      />
    </Box>
  );
}
