import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useAnimate, useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Sales of a small shop, in thousands of euros.
const sales = [42, 48, 45, 53, 58, 61];

/** A target line that glides to its new height with `useAnimate`, frame by frame, without re-rendering. */
function TargetLine({ target }: { target: number }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale();
  const y = yScale(target) ?? 0;
  const { ref, y: startY } = useAnimate(
    { y },
    {
      createInterpolator: (from, to) => (t) => ({ y: from.y + (to.y - from.y) * t }),
      transformProps: (props) => props,
      applyProps: (element: SVGLineElement, props) => {
        element.setAttribute('y1', String(props.y));
        element.setAttribute('y2', String(props.y));
      },
    },
  );
  return (
    <line
      ref={ref}
      x1={left}
      x2={left + width}
      y1={startY}
      y2={startY}
      stroke="#c62828"
      strokeWidth={2}
      strokeDasharray="6 4"
    />
  );
}

export default function AnimationUseAnimate() {
  const [target, setTarget] = React.useState(50);
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <Typography variant="body2" id="sales-target">
        Target: {target} k€
      </Typography>
      <Slider
        size="small"
        min={30}
        max={70}
        step={5}
        value={target}
        onChange={(_, v) => setTarget(v as number)}
        aria-labelledby="sales-target"
        sx={{ maxWidth: 300 }}
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 35, min: 20, max: 80 }]}
        series={[{ data: sales, label: 'Sales (k€)' }]}
        hideLegend
      >
        <TargetLine target={target} />
      </LineChart>
    </Box>
  );
}
