import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';

// Market share of four phone makers in two years, in percent.
const years: Record<string, { id: string; label: string; value: number }[]> = {
  '2020': [
    { id: 'a', label: 'Maker A', value: 31 },
    { id: 'b', label: 'Maker B', value: 27 },
    { id: 'c', label: 'Maker C', value: 22 },
    { id: 'd', label: 'Others', value: 20 },
  ],
  '2024': [
    { id: 'a', label: 'Maker A', value: 24 },
    { id: 'b', label: 'Maker B', value: 33 },
    { id: 'c', label: 'Maker C', value: 15 },
    { id: 'd', label: 'Others', value: 28 },
  ],
};

/** Slices morph to their new angles when the data changes, unless `skipAnimation` is set. */
export default function PieAnimation() {
  const [year, setYear] = React.useState('2020');
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <Stack direction="row" spacing={1} alignItems="center">
        {Object.keys(years).map((name) => (
          <Button
            key={name}
            size="small"
            variant={name === year ? 'contained' : 'outlined'}
            onClick={() => setYear(name)}
          >
            {name}
          </Button>
        ))}
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(e) => setSkipAnimation(e.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        <PieChart
          series={[{ data: years[year], innerRadius: 50, arcLabel: 'value' }]}
          skipAnimation={skipAnimation}
        />
      </Box>
    </Box>
  );
}
