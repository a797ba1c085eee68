import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = [
  'Q1 23',
  'Q2 23',
  'Q3 23',
  'Q4 23',
  'Q1 24',
  'Q2 24',
  'Q3 24',
  'Q4 24',
];
// Monthly active users of a new note-taking app.
const activeUsers = [1200, 2600, 5400, 11800, 24500, 51000, 103000, 212000];

type Scale = 'linear' | 'sqrt' | 'log';

/** The same growth on three continuous scales: pick one to see how the y-axis spreads the values. */
export default function AxisScaleSwitch() {
  const [scaleType, setScaleType] = React.useState<Scale>('linear');
  return (
    <Box sx={{ width: '100%', height: 350 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, value: Scale | null) => value && setScaleType(value)}
        aria-label="y-axis scale"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[{ scaleType, width: 60 }]}
        series={[{ data: activeUsers, label: 'Active users' }]}
        hideLegend
      />
    </Box>
  );
}
