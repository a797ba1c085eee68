import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Price of a train ticket by days before departure, for a base fare chosen with the slider.
const daysBefore = [60, 45, 30, 21, 14, 7, 3, 1];
const curve = [0.55, 0.6, 0.7, 0.8, 0.95, 1.2, 1.5, 1.8];

/** Lines and areas morph between shapes when their data changes. */
export default function AnimationLine() {
  const [fare, setFare] = React.useState(60);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Base fare: €{fare}
        </Typography>
        <Slider
          value={fare}
          min={20}
          max={120}
          step={10}
          onChange={(_, value) => setFare(value as number)}
          aria-label="Base fare"
          sx={{ maxWidth: 300 }}
        />
      </Stack>
      <LineChart
        xAxis={[{ scaleType: 'point', data: daysBefore.map((day) => `D-${day}`) }]}
        yAxis={[{ min: 0, max: 220 }]}
        series={[
          {
            data: curve.map((factor) => Math.round(fare * factor)),
            label: 'Price (€)',
            area: true,
          },
        ]}
        height={280}
      />
    </Stack>
  );
}
