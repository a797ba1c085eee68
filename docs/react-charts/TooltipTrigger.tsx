import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

/** The same chart with each tooltip trigger: the whole band, one bar, or no tooltip. */
export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, next: Trigger | null) => next && setTrigger(next)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[
          { data: [48, 52, 61, 70], label: 'North (k€)' },
          { data: [35, 41, 39, 45], label: 'South (k€)' },
        ]}
        slotProps={{ tooltip: { trigger } }}
        height={260}
      />
    </Stack>
  );
}
