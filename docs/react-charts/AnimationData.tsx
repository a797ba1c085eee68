import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Tents', 'Backpacks', 'Boots', 'Jackets', 'Stoves'];
// Units sold by an outdoor shop in each season.
const seasons = {
  Spring: [120, 310, 260, 180, 90],
  Summer: [420, 380, 210, 90, 160],
  Autumn: [150, 290, 340, 310, 70],
  Winter: [30, 140, 280, 460, 40],
} as const;
type Season = keyof typeof seasons;

/** New data animates from the old bars to the new ones, unless `skipAnimation` is set. */
export default function AnimationData() {
  const [season, setSeason] = React.useState<Season>('Spring');
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        {(Object.keys(seasons) as Season[]).map((name) => (
          <Button
            key={name}
            size="small"
            variant={name === season ? 'contained' : 'outlined'}
            onClick={() => setSeason(name)}
          >
            {name}
          </Button>
        ))}
        <FormControlLabel
          sx={{ ml: 1 }}
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
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: products }]}
        yAxis={[{ max: 500 }]}
        series={[{ data: [...seasons[season]], label: `Units sold in ${season}` }]}
        height={280}
      />
    </Stack>
  );
}
