import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Nutrients of two breakfast cereals, in percent of the daily reference per portion.
const metrics = ['Fibre', 'Protein', 'Iron', 'Vitamin B1', 'Sugar', 'Salt'];

/** `fillArea` fills the polygons, `hideMark` removes the points on the axes. */
export default function RadarSeriesOptions() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(false);
  return (
    <Box sx={{ width: '100%', height: 400 }}>
      <Stack direction="row">
        <FormControlLabel
          control={
            <Switch
              checked={fillArea}
              onChange={(e) => setFillArea(e.target.checked)}
            />
          }
          label="fillArea"
        />
        <FormControlLabel
          control={
            <Switch
              checked={hideMark}
              onChange={(e) => setHideMark(e.target.checked)}
            />
          }
          label="hideMark"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        <RadarChart
          radar={{ max: 40, metrics }}
          series={[
            {
              label: 'Oat flakes',
              data: [28, 18, 22, 30, 2, 1],
              fillArea,
              hideMark,
              color: '#8d6e63',
            },
            {
              label: 'Choco puffs',
              data: [9, 8, 25, 20, 34, 12],
              fillArea,
              hideMark,
              color: '#ab47bc',
            },
          ]}
        />
      </Box>
    </Box>
  );
}
