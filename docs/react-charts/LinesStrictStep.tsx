import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// A central bank's policy rate, in percent, at the start of each month.
const rate = [4.5, 4.5, 4.25, 4.25, 4.0, 4.0, 3.75, 3.75];

/** On a band axis a step curve fills each band; `strictStepCurve` stops at the first and last points. */
export default function LinesStrictStep() {
  const [strictStepCurve, setStrict] = React.useState(false);
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <FormControlLabel
        control={
          <Switch
            checked={strictStepCurve}
            onChange={(event) => setStrict(event.target.checked)}
          />
        }
        label="strictStepCurve"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 40, min: 3.5, max: 4.75 }]}
        series={[
          { data: rate, label: 'Policy rate (%)', curve: 'step', strictStepCurve },
        ]}
        hideLegend
      />
    </Box>
  );
}
