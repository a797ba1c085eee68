import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A free trial of a software service: sign-ups to paying customers.
const trial = [
  { label: 'Signed up', value: 3600 },
  { label: 'Activated', value: 2100 },
  { label: 'Invited a teammate', value: 900 },
  { label: 'Paying', value: 340 },
];

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';

/** `highlightScope` on the series: what hovering a section highlights, and what fades. */
export default function FunnelHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as Highlight)}
          sx={{ minWidth: 120 }}
        >
          {['none', 'item', 'series'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as Fade)}
          sx={{ minWidth: 120 }}
        >
          {['none', 'series', 'global'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 320 }}>
        <FunnelChart
          series={[{ data: trial, highlightScope: { highlight, fade } }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
