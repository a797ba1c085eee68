import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

/** Daily closing value of a stock index over one year (deterministic random walk). */
function dailyIndex() {
  const days: Date[] = [];
  const values: number[] = [];
  let value = 4700;
  for (let day = 0; day < 365; day += 1) {
    days.push(new Date(Date.UTC(2024, 0, day + 1)));
    value += Math.sin(day / 9) * 18 + ((day * 7919) % 41) - 17;
    values.push(Math.round(value));
  }
  return { days, values };
}
const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  timeZone: 'UTC',
});

/** 365 points, but marks only on the first day of each month: a mark is an SVG element, the line one path. */
export default function LinesMarkOptimization() {
  const { days, values } = React.useMemo(() => dailyIndex(), []);
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: days,
            valueFormatter: (day: Date) => monthName.format(day),
          },
        ]}
        yAxis={[{ width: 45 }]}
        series={[
          {
            data: values,
            label: 'Index',
            showMark: ({ index }) => days[index].getUTCDate() === 1,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
