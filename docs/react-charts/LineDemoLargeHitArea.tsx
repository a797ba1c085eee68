import * as React from 'react';
import Box from '@mui/material/Box';
import {
  LineChart,
  AnimatedLine,
  type AnimatedLineProps,
} from '@mui/x-charts/LineChart';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
// Monthly rainfall of four cities, in mm: thin lines that are hard to point at.
const cities = [
  {
    id: 'bergen',
    label: 'Bergen',
    data: [190, 152, 170, 114, 106, 132, 148, 190, 283, 271, 259, 235],
  },
  {
    id: 'london',
    label: 'London',
    data: [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55],
  },
  {
    id: 'madrid',
    label: 'Madrid',
    data: [33, 35, 37, 39, 50, 23, 12, 10, 28, 49, 52, 44],
  },
  {
    id: 'tokyo',
    label: 'Tokyo',
    data: [52, 56, 118, 125, 138, 168, 154, 168, 210, 198, 93, 51],
  },
];

/** The `line` slot adds a wide transparent stroke that receives the pointer, under the visible line. */
function WideLine(props: AnimatedLineProps) {
  const { d, ownerState, skipAnimation, ...events } = props;
  return (
    <g>
      <path d={d} fill="none" stroke="transparent" strokeWidth={16} {...events} />
      <AnimatedLine
        d={d}
        ownerState={ownerState}
        skipAnimation={skipAnimation}
        pointerEvents="none"
      />
    </g>
  );
}

export default function LineDemoLargeHitArea() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={cities.map((city) => ({
          ...city,
          showMark: false,
          highlightScope: { highlight: 'series', fade: 'global' } as const,
        }))}
        slots={{ line: WideLine }}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
    </Box>
  );
}
