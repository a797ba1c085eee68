import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 10 }, (_, index) => `W${index + 1}`);
// Weekly weight of a person on a diet, in kg, with a target of 72 kg.
const weight = [81.2, 80.4, 79.9, 78.8, 78.1, 77.0, 76.4, 75.1, 74.2, 73.5];

type Baseline = 'zero' | 'min' | 'max' | 'target';

/** Where the area stops: at zero, at the bottom or top of the plot, or at a value of your choice. */
export default function LinesBaseline() {
  const [choice, setChoice] = React.useState<Baseline>('target');
  const baseline = { zero: 0, min: 'min' as const, max: 'max' as const, target: 72 }[
    choice
  ];
  return (
    <Box sx={{ width: '100%', height: 350 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_, value: Baseline | null) => value && setChoice(value)}
        aria-label="area baseline"
      >
        <ToggleButton value="zero">0</ToggleButton>
        <ToggleButton value="min">min</ToggleButton>
        <ToggleButton value="max">max</ToggleButton>
        <ToggleButton value="target">72 kg</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ width: 40, min: 70 }]}
        series={[{ data: weight, label: 'Weight (kg)', area: true, baseline }]}
        hideLegend
      />
    </Box>
  );
}
