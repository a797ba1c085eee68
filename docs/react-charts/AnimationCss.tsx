import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';

const sports = ['Football', 'Tennis', 'Swimming', 'Cycling', 'Athletics'];
// Members of a town's sports clubs.
const members = [640, 310, 280, 220, 190];

type Speed = 'instant' | 'default' | 'slow';
const durations: Record<Speed, string> = {
  instant: '0ms',
  default: '',
  slow: '900ms',
};

/** Fading and highlighting are CSS transitions: change their duration from `sx`, then hover the bars. */
export default function AnimationCss() {
  const [speed, setSpeed] = React.useState<Speed>('slow');
  return (
    <Box sx={{ width: '100%', height: 350 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={speed}
        onChange={(_, value: Speed | null) => value && setSpeed(value)}
        aria-label="transition speed"
      >
        <ToggleButton value="instant">instant</ToggleButton>
        <ToggleButton value="default">default</ToggleButton>
        <ToggleButton value="slow">slow</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: sports }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: members,
            label: 'Members',
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        hideLegend
        sx={
          durations[speed]
            ? {
                [`& .${barClasses.element}`]: {
                  transitionDuration: durations[speed],
                },
              }
            : undefined
        }
      />
    </Box>
  );
}
