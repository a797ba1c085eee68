import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Opening hours of four shops on each weekday.
const metrics = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type Highlight = 'axis' | 'series' | 'none';

/** `highlight="axis"` marks the metric nearest the pointer and lists every series there in the tooltip. */
export default function RadarAxisHighlightDemo() {
  const [highlight, setHighlight] = React.useState<Highlight>('axis');
  return (
    <Box sx={{ width: '100%', height: 400 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_, value: Highlight | null) => value && setHighlight(value)}
        aria-label="highlight"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <RadarChart
          highlight={highlight}
          radar={{ max: 14, metrics }}
          series={[
            { label: 'Bakery', data: [11, 11, 11, 11, 11, 9, 5] },
            { label: 'Pharmacy', data: [10, 10, 10, 10, 10, 6, 0] },
            { label: 'Supermarket', data: [13, 13, 13, 13, 13, 12, 0] },
          ]}
        />
      </Box>
    </Box>
  );
}
