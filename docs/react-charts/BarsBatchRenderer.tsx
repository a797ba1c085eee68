import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

/** Daily rainfall of one year at a coastal weather station, in mm (a deterministic, seasonal pattern). */
function dailyRainfall() {
  const days: Date[] = [];
  const rain: number[] = [];
  for (let day = 0; day < 365; day += 1) {
    days.push(new Date(Date.UTC(2024, 0, day + 1)));
    const season = 1 + Math.cos((day / 365) * 2 * Math.PI);
    const wet = (day * 7919) % 13 < 5;
    rain.push(wet ? Math.round(season * ((day * 31) % 17) * 10) / 10 : 0);
  }
  return { days, rain };
}

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  timeZone: 'UTC',
});
const dayName = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

/** 365 bars drawn by the batch renderer: one path per colour instead of one element per bar. */
export default function BarsBatchRenderer() {
  const { days, rain } = React.useMemo(() => dailyRainfall(), []);
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        renderer="svg-batch"
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            ordinalTimeTicks: ['months'],
            valueFormatter: (day: Date, context) =>
              context.location === 'tick'
                ? monthName.format(day)
                : dayName.format(day),
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: rain, label: 'Rainfall (mm)' }]}
        hideLegend
      />
    </Box>
  );
}
