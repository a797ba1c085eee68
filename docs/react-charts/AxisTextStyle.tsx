import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Tokyo', 'Delhi', 'Shanghai', 'São Paulo', 'Mexico City', 'Cairo'];
// Urban-area population, in millions.
const population = [37.1, 33.8, 29.9, 22.8, 22.5, 22.6];

/** `tickLabelStyle` and `labelStyle` style the texts; the angle is part of the style. */
export default function AxisTextStyle() {
  const [angle, setAngle] = React.useState(-30);
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <Typography variant="body2" id="label-angle">
        Tick label angle: {angle}°
      </Typography>
      <Slider
        size="small"
        min={-90}
        max={90}
        step={15}
        value={angle}
        onChange={(_, value) => setAngle(value as number)}
        aria-labelledby="label-angle"
        sx={{ maxWidth: 300 }}
      />
      <BarChart
        height={310}
        xAxis={[
          {
            scaleType: 'band',
            data: cities,
            height: 70,
            tickLabelStyle: { angle, fontSize: 13, fill: '#37474f' },
          },
        ]}
        yAxis={[
          {
            width: 60,
            label: 'Millions',
            labelStyle: { fontSize: 14, fontWeight: 700, fill: '#1565c0' },
          },
        ]}
        series={[{ data: population, label: 'Population (millions)' }]}
        hideLegend
      />
    </Box>
  );
}
