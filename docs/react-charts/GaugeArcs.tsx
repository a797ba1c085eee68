import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

const controls = [
  { key: 'startAngle', label: 'startAngle', min: -180, max: 0 },
  { key: 'endAngle', label: 'endAngle', min: 0, max: 180 },
  { key: 'innerRadius', label: 'innerRadius (%)', min: 0, max: 95 },
  { key: 'cornerRadius', label: 'cornerRadius (%)', min: 0, max: 50 },
] as const;

type Arcs = Record<(typeof controls)[number]['key'], number>;

/** A humidity gauge: shape its arcs with the sliders. */
export default function GaugeArcs() {
  const [arcs, setArcs] = React.useState<Arcs>({
    startAngle: -110,
    endAngle: 110,
    innerRadius: 75,
    cornerRadius: 50,
  });
  return (
    <Stack
      direction="row"
      spacing={3}
      alignItems="center"
      sx={{ width: '100%', height: 220 }}
    >
      <Box sx={{ width: 240 }}>
        {controls.map((control) => (
          <Box key={control.key}>
            <Typography variant="caption" id={`gauge-${control.key}`}>
              {control.label}: {arcs[control.key]}
            </Typography>
            <Slider
              size="small"
              min={control.min}
              max={control.max}
              value={arcs[control.key]}
              onChange={(_, value) =>
                setArcs((current) => ({
                  ...current,
                  [control.key]: value as number,
                }))
              }
              aria-labelledby={`gauge-${control.key}`}
            />
          </Box>
        ))}
      </Box>
      <Gauge
        width={200}
        height={200}
        value={58}
        startAngle={arcs.startAngle}
        endAngle={arcs.endAngle}
        innerRadius={`${arcs.innerRadius}%`}
        cornerRadius={`${arcs.cornerRadius}%`}
        text={({ value }) => `${value} % RH`}
        aria-label="Relative humidity"
      />
    </Stack>
  );
}
