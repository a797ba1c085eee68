import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [
  '08:00',
  '10:00',
  '12:00',
  '14:00',
  '16:00',
  '18:00',
  '20:00',
  '22:00',
];
// Battery level of a phone over one day, in percent.
const battery = [96, 88, 79, 71, 64, 52, 41, 33];

/** `min` and `max` fix the domain: 0–100 % keeps the drain in proportion. */
export default function AxisMinMax() {
  const [fixed, setFixed] = React.useState(true);
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <FormControlLabel
        control={
          <Switch
            checked={fixed}
            onChange={(event) => setFixed(event.target.checked)}
          />
        }
        label="Fix the y-axis to 0–100 %"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[fixed ? { min: 0, max: 100 } : {}]}
        series={[
          {
            data: battery,
            label: 'Battery',
            valueFormatter: (value) => `${value} %`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
