import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'East', 'South', 'West'];
// Votes counted so far in four regions; each click counts another batch of ballots.
const firstCount = [1200, 950, 1430, 880];

export default function BarsAnimation() {
  const [votes, setVotes] = React.useState(firstCount);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const countMore = () =>
    setVotes((current) =>
      current.map((value, index) => value + 300 + ((index * 211 + value) % 500)),
    );
  return (
    <Box sx={{ width: '100%', height: 350 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button variant="outlined" size="small" onClick={countMore}>
          Count more ballots
        </Button>
        <Button size="small" onClick={() => setVotes(firstCount)}>
          Reset
        </Button>
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
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[{ width: 50 }]}
        series={[{ data: votes, label: 'Votes' }]}
        skipAnimation={skipAnimation}
        hideLegend
      />
    </Box>
  );
}
