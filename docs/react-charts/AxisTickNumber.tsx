import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily visits to a documentation site during June 2025 (weekends are quieter).
const days = Array.from(
  { length: 30 },
  (_, index) => new Date(Date.UTC(2025, 5, index + 1)),
);
const visits = days.map((day, index) => {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  return Math.round((weekend ? 4200 : 9800) + index * 60 + ((index * 37) % 11) * 90);
});
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `tickNumber` is a wish: the time scale picks round dates close to that count. */
export default function AxisTickNumber() {
  const [tickNumber, setTickNumber] = React.useState(5);
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <Typography variant="body2" id="tick-number-label">
        tickNumber: {tickNumber}
      </Typography>
      <Slider
        size="small"
        min={2}
        max={30}
        value={tickNumber}
        onChange={(_, value) => setTickNumber(value as number)}
        aria-labelledby="tick-number-label"
        sx={{ maxWidth: 300 }}
      />
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: days,
            tickNumber,
            valueFormatter: (day: Date) => dayFormat.format(day),
          },
        ]}
        yAxis={[{ width: 50 }]}
        series={[{ data: visits, label: 'Visits', showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
