import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A recycling plant: collected materials, sorting, and outputs. Glass skips the sorting line.
const links = [
  { source: 'Households', target: 'Sorting line', value: 620 },
  { source: 'Businesses', target: 'Sorting line', value: 380 },
  { source: 'Bottle banks', target: 'Glass cullet', value: 210 },
  { source: 'Sorting line', target: 'Paper bales', value: 410 },
  { source: 'Sorting line', target: 'Plastic flakes', value: 260 },
  { source: 'Sorting line', target: 'Metals', value: 120 },
  { source: 'Sorting line', target: 'Residual waste', value: 210 },
];

type Align = 'justify' | 'left' | 'right' | 'center';

/** Nodes without outgoing links (or incoming ones) change column with the alignment. */
export default function SankeyNodeAlignment() {
  const [align, setAlign] = React.useState<Align>('justify');
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <TextField
        select
        size="small"
        label="align"
        value={align}
        onChange={(event) => setAlign(event.target.value as Align)}
        sx={{ minWidth: 140 }}
      >
        {['justify', 'left', 'right', 'center'].map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <SankeyChart
        height={310}
        series={{ data: { links }, nodeOptions: { align } }}
      />
    </Box>
  );
}
