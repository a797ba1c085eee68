import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { departments } from './departments';

const speeds = {
  default: { label: 'Default', timeout: undefined },
  slow: { label: 'Slow', timeout: 900 },
  instant: { label: 'Instant', timeout: 0 },
} as const;

type Speed = keyof typeof speeds;

export default function TransitionSpeedTree() {
  const [speed, setSpeed] = React.useState<Speed>('slow');
  const { timeout } = speeds[speed];

  return (
    <Box sx={{ height: 300, minWidth: 280 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={speed}
        aria-label="Opening speed"
        onChange={(_event, next: Speed | null) => next && setSpeed(next)}
        sx={{ mb: 1 }}
      >
        {(Object.keys(speeds) as Speed[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {speeds[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <RichTreeView
        aria-label="Departments"
        items={departments}
        // Props of every item; the item passes `slotProps.groupTransition` to its Collapse.
        slotProps={{
          item: {
            slotProps: { groupTransition: timeout === undefined ? {} : { timeout } },
          },
        }}
      />
    </Box>
  );
}
