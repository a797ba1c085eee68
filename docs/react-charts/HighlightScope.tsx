import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';

const sports = ['Football', 'Tennis', 'Swimming', 'Cycling', 'Running'];

/** Choose what hovering highlights and what it fades, then hover a bar. */
export default function HighlightScope() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('item');
  const [fade, setFade] = React.useState<FadeOptions>('global');
  const highlightScope = { highlight, fade };
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as HighlightOptions)}
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
          onChange={(event) => setFade(event.target.value as FadeOptions)}
          sx={{ minWidth: 120 }}
        >
          {['none', 'series', 'global'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        xAxis={[{ scaleType: 'band', data: sports }]}
        series={[
          // Club members by sport and age group.
          { data: [420, 180, 150, 120, 260], label: 'Under 18', highlightScope },
          { data: [380, 260, 120, 210, 340], label: '18–40', highlightScope },
          { data: [90, 230, 170, 190, 150], label: 'Over 40', highlightScope },
        ]}
        height={280}
      />
    </Stack>
  );
}
