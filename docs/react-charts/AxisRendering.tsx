import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const sports = ['Running', 'Cycling', 'Swimming', 'Yoga', 'Climbing'];
// Hours of training logged by a sports club's members in one week.
const hoursLogged = [312, 268, 145, 98, 76];

/** Switch the parts of the axes on and off. */
export default function AxisRendering() {
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [longTicks, setLongTicks] = React.useState(false);
  const axis = { disableLine, disableTicks, tickSize: longTicks ? 12 : 6 };
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <Stack direction="row" flexWrap="wrap">
        <FormControlLabel
          control={
            <Switch
              checked={disableLine}
              onChange={(e) => setDisableLine(e.target.checked)}
            />
          }
          label="disableLine"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableTicks}
              onChange={(e) => setDisableTicks(e.target.checked)}
            />
          }
          label="disableTicks"
        />
        <FormControlLabel
          control={
            <Switch
              checked={longTicks}
              onChange={(e) => setLongTicks(e.target.checked)}
            />
          }
          label="tickSize 12"
        />
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: sports, ...axis }]}
        yAxis={[{ width: 45, ...axis }]}
        series={[{ data: hoursLogged, label: 'Hours' }]}
        hideLegend
      />
    </Box>
  );
}
