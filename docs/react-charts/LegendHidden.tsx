import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Rainfall in two cities, in mm.
const dublin = [68, 52, 54, 52, 60, 66];
const madrid = [33, 35, 25, 45, 50, 22];

/** `hideLegend` removes the legend and gives its space back to the plot. */
export default function LegendHidden() {
  const [hidden, setHidden] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ display: 'flex', width: 'fit-content', height: 38, m: 0 }}
        control={
          <Switch
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
          />
        }
        label="hideLegend"
      />
      <Box sx={{ height: 300 }}>
        <LineChart
          hideLegend={hidden}
          xAxis={[{ scaleType: 'point', data: months }]}
          series={[
            { data: dublin, label: 'Dublin' },
            { data: madrid, label: 'Madrid' },
          ]}
        />
      </Box>
    </Box>
  );
}
