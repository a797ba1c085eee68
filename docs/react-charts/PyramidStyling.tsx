import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Energy use of a building, from the largest item to the smallest (MWh per year).
const energyUse = [
  { label: 'Heating', value: 420 },
  { label: 'Hot water', value: 160 },
  { label: 'Lighting', value: 95 },
  { label: 'Lifts', value: 40 },
];

/** Try the styling options of a pyramid: gap, corner radius, steps and the outlined variant. */
export default function PyramidStyling() {
  const [gap, setGap] = React.useState(4);
  const [radius, setRadius] = React.useState(0);
  const [steps, setSteps] = React.useState(false);
  const [outlined, setOutlined] = React.useState(false);
  return (
    <Stack direction="row" spacing={3} sx={{ width: '100%', height: 300 }}>
      <Stack sx={{ width: 200, flexShrink: 0 }} spacing={1}>
        <Typography variant="caption" id="pyramid-gap">
          Gap: {gap} px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={20}
          value={gap}
          onChange={(_, value) => setGap(value as number)}
          aria-labelledby="pyramid-gap"
        />
        <Typography variant="caption" id="pyramid-radius">
          Border radius: {radius} px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={20}
          value={radius}
          onChange={(_, value) => setRadius(value as number)}
          aria-labelledby="pyramid-radius"
        />
        <FormControlLabel
          control={
            <Switch
              checked={steps}
              onChange={(event) => setSteps(event.target.checked)}
            />
          }
          label="Steps"
        />
        <FormControlLabel
          control={
            <Switch
              checked={outlined}
              onChange={(event) => setOutlined(event.target.checked)}
            />
          }
          label="Outlined"
        />
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FunnelChart
          height={300}
          hideLegend
          gap={gap}
          series={[
            {
              data: energyUse,
              curve: steps ? 'step-pyramid' : 'pyramid',
              borderRadius: radius,
              variant: outlined ? 'outlined' : 'filled',
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
