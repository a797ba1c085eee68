import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BarChart, type BarProps } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

const regions = ['North', 'Centre', 'South', 'Islands'];
// Rainfall in four regions for two months, in mm.
const months: Record<string, number[]> = {
  October: [96, 74, 52, 88],
  November: [134, 101, 83, 120],
};

/** A custom bar (a thin column with a cap) that keeps the default motion through `useAnimateBar`. */
function CappedBar(props: BarProps) {
  const { x, y, width, height, xOrigin, yOrigin, skipAnimation, layout, color } =
    props;
  const animated = useAnimateBar({
    x: x + width / 4,
    y,
    width: width / 2,
    height,
    xOrigin,
    yOrigin,
    skipAnimation,
    layout,
  });
  return (
    <rect
      {...animated}
      fill={color}
      rx={3}
      stroke={color}
      strokeWidth={2}
      fillOpacity={0.6}
    />
  );
}

export default function AnimationBarSlot() {
  const [month, setMonth] = React.useState('October');
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setMonth(month === 'October' ? 'November' : 'October')}
      >
        Show {month === 'October' ? 'November' : 'October'}
      </Button>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[{ width: 40, max: 150 }]}
        series={[{ data: months[month], label: `Rainfall in ${month} (mm)` }]}
        slots={{ bar: CappedBar }}
        hideLegend
      />
    </Box>
  );
}
