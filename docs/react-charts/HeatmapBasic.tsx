import * as React from 'react';
import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = ['6h', '9h', '12h', '15h', '18h', '21h'];

// Visitors to a city library by weekday and hour: a weekday pattern and a weekend pattern.
const weekday = [4, 22, 35, 41, 57, 18];
const weekend = [2, 15, 48, 52, 30, 6];
const data: HeatmapValueType[] = days.flatMap((_, dayIndex) =>
  hours.map((__, hourIndex): HeatmapValueType => {
    const base = dayIndex >= 5 ? weekend : weekday;
    return [
      dayIndex,
      hourIndex,
      base[hourIndex] + ((dayIndex * 7 + hourIndex * 3) % 9),
    ];
  }),
);

/** Each cell is `[xIndex, yIndex, value]`; the value picks the colour. */
export default function HeatmapBasic() {
  return (
    <Box sx={{ width: '100%' }}>
      <Heatmap
        xAxis={[{ data: days }]}
        yAxis={[{ data: hours, width: 40 }]}
        series={[{ data, label: 'Visitors' }]}
        height={320}
      />
    </Box>
  );
}
