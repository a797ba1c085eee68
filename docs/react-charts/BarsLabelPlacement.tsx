import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Hours of sleep tracked by a wearable, with an early start on Thursday.
const sleep = [7.2, 6.8, 7.5, 5.9, 6.4, 8.6, 8.1];

type Placement = 'center' | 'outside';

/** Labels in the middle of each bar or just past its end. */
export default function BarsLabelPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('outside');
  return (
    <Box sx={{ width: '100%', height: 350 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_, value: Placement | null) => value && setPlacement(value)}
        aria-label="label placement"
      >
        <ToggleButton value="center">center</ToggleButton>
        <ToggleButton value="outside">outside</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ width: 30, max: 10 }]}
        series={[
          {
            data: sleep,
            label: 'Sleep (h)',
            barLabel: 'value',
            barLabelPlacement: placement,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
