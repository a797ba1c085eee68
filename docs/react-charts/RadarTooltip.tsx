import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Skills of two job candidates, scored 1 to 5 by a panel.
const metrics = [
  'Communication',
  'Technical',
  'Leadership',
  'Planning',
  'Creativity',
];

type Trigger = 'axis' | 'item';

/** Axis tooltip: one metric, every candidate. Item tooltip: one candidate, every metric. */
export default function RadarTooltip() {
  const [trigger, setTrigger] = React.useState<Trigger>('item');
  return (
    <Box sx={{ width: '100%', height: 400 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, value: Trigger | null) => value && setTrigger(value)}
        aria-label="tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <RadarChart
          highlight={trigger === 'axis' ? 'axis' : 'series'}
          radar={{
            max: 5,
            metrics,
            labelFormatter: (name, context) =>
              context.location === 'tick' ? name.slice(0, 4) + '.' : name,
          }}
          series={[
            {
              label: 'Candidate A',
              data: [4, 5, 2, 3, 4],
              valueFormatter: (v) => `${v} / 5`,
            },
            {
              label: 'Candidate B',
              data: [5, 3, 4, 4, 3],
              valueFormatter: (v) => `${v} / 5`,
            },
          ]}
          slotProps={{ tooltip: { trigger } }}
        />
      </Box>
    </Box>
  );
}
