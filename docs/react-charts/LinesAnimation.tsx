import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h'];
// Visitors inside a museum through the day, for three days of a week.
const days: Record<string, number[]> = {
  Tuesday: [0, 120, 340, 410, 380, 350, 160, 0],
  Saturday: [0, 210, 620, 780, 820, 760, 430, 90],
  Sunday: [0, 180, 540, 700, 740, 690, 300, 0],
};

export default function LinesAnimation() {
  const [day, setDay] = React.useState('Tuesday');
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  return (
    <Box sx={{ width: '100%', height: 350 }}>
      <Stack direction="row" spacing={1} alignItems="center">
        {Object.keys(days).map((name) => (
          <Button
            key={name}
            size="small"
            variant={name === day ? 'contained' : 'outlined'}
            onClick={() => setDay(name)}
          >
            {name}
          </Button>
        ))}
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 40, max: 900 }]}
        series={[{ data: days[day], label: `Visitors on ${day}`, area: true }]}
        skipAnimation={skipAnimation}
        hideLegend
      />
    </Box>
  );
}
