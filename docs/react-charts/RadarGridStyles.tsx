import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// A football player's season profile, as percentiles among players of the same position.
const metrics = [
  'Passing',
  'Dribbling',
  'Shooting',
  'Tackling',
  'Aerial duels',
  'Pace',
];

/** The grid: number of divisions, polygon or circle, and alternating stripes. */
export default function RadarGridStyles() {
  const [divisions, setDivisions] = React.useState(5);
  const [circular, setCircular] = React.useState(false);
  const [stripes, setStripes] = React.useState(true);
  return (
    <Box sx={{ width: '100%', height: 420 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Box sx={{ width: 200 }}>
          <Typography variant="body2" id="radar-divisions">
            divisions: {divisions}
          </Typography>
          <Slider
            size="small"
            min={1}
            max={10}
            value={divisions}
            onChange={(_, v) => setDivisions(v as number)}
            aria-labelledby="radar-divisions"
          />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={circular}
              onChange={(e) => setCircular(e.target.checked)}
            />
          }
          label="circular"
        />
        <FormControlLabel
          control={
            <Switch
              checked={stripes}
              onChange={(e) => setStripes(e.target.checked)}
            />
          }
          label="stripes"
        />
      </Stack>
      <Box sx={{ height: 350 }}>
        <RadarChart
          radar={{ max: 100, metrics }}
          series={[{ label: 'Percentile', data: [91, 78, 64, 42, 35, 80] }]}
          divisions={divisions}
          shape={circular ? 'circular' : 'sharp'}
          stripeColor={
            stripes
              ? (index) => (index % 2 === 0 ? 'rgba(25, 118, 210, 0.08)' : 'none')
              : null
          }
          hideLegend
        />
      </Box>
    </Box>
  );
}
