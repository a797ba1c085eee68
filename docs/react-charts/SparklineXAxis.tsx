import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Readings of a home weather station, taken at irregular times of the day (hours since midnight).
const hours = [0, 1.5, 4, 6, 6.5, 7, 9, 12, 13, 15, 18, 21, 23.5];
const temperature = [
  9.8, 9.1, 8.2, 8.0, 8.4, 9.3, 12.6, 16.2, 16.8, 17.1, 14.3, 11.8, 10.4,
];

/** `xAxis.data` places the readings at their real time, and names it in the tooltip. */
export default function SparklineXAxis() {
  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      sx={{ width: '100%', height: 80 }}
    >
      <Typography variant="body2" sx={{ width: 120 }}>
        Outdoor today
      </Typography>
      <SparkLineChart
        sx={{ flex: 1 }}
        height={80}
        data={temperature}
        xAxis={{
          data: hours,
          valueFormatter: (hour: number) =>
            `${Math.floor(hour)}:${hour % 1 ? '30' : '00'}`,
        }}
        valueFormatter={(value) => `${value} °C`}
        showTooltip
        showHighlight
      />
    </Stack>
  );
}
