import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Hourly energy production of a rooftop solar installation over two days, in kWh.
const hours = Array.from(
  { length: 48 },
  (_, index) => `${String(index % 24).padStart(2, '0')}h`,
);
const production = hours.map((_, index) => {
  const hour = index % 24;
  const sun = Math.max(0, Math.sin(((hour - 6) / 14) * Math.PI));
  return Math.round(sun * (index < 24 ? 5.2 : 3.9) * 10) / 10;
});

/** On a point axis, `tickSpacing` drops ticks until two neighbours are that many pixels apart. */
export default function AxisTickSpacing() {
  const [tickSpacing, setTickSpacing] = React.useState(50);
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <Typography variant="body2" id="tick-spacing-label">
        tickSpacing: {tickSpacing} px
      </Typography>
      <Slider
        size="small"
        min={0}
        max={150}
        step={10}
        value={tickSpacing}
        onChange={(_, value) => setTickSpacing(value as number)}
        aria-labelledby="tick-spacing-label"
        sx={{ maxWidth: 300 }}
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours, tickSpacing }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: production,
            label: 'Production (kWh)',
            showMark: false,
            area: true,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
