import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Daily mean temperature of a year in a temperate city: a seasonal curve plus fixed day-to-day noise.
const days = Array.from(
  { length: 365 },
  (_, index) => new Date(Date.UTC(2025, 0, 1 + index)),
);
const temperature = days.map((_, index) => {
  const season = 11 - 9 * Math.cos(((index - 15) / 365) * 2 * Math.PI);
  const noise = Math.sin(index * 12.9898) * 2.5;
  return Math.round((season + noise) * 10) / 10;
});

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** `zoom` on the x-axis: wheel or pinch to zoom, drag to pan, and a slider under the axis. */
export default function ZoomBasic() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChartPro
        xAxis={[
          {
            id: 'days',
            data: days,
            scaleType: 'utc',
            valueFormatter: (date: Date) => dateFormat.format(date),
            zoom: { slider: { enabled: true } },
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
        series={[
          {
            data: temperature,
            label: 'Mean temperature (°C)',
            showMark: false,
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
        height={320}
      />
    </Box>
  );
}
