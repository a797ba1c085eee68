import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

/** A thermostat from 5 °C to 30 °C: `valueMin` and `valueMax` set the range the arc spans. */
export default function GaugeThermostat() {
  const [setpoint, setSetpoint] = React.useState(21);
  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ width: '100%', height: 160, alignItems: 'center' }}
    >
      <Gauge
        width={160}
        height={160}
        value={setpoint}
        valueMin={5}
        valueMax={30}
        startAngle={-120}
        endAngle={120}
        text={({ value }) => `${value} °C`}
      />
      <Stack sx={{ flex: 1, maxWidth: 280 }}>
        <Typography variant="body2" id="thermostat-setpoint">
          Setpoint
        </Typography>
        <Slider
          min={5}
          max={30}
          value={setpoint}
          onChange={(_, value) => setSetpoint(value as number)}
          aria-labelledby="thermostat-setpoint"
          valueLabelDisplay="auto"
        />
      </Stack>
    </Stack>
  );
}
