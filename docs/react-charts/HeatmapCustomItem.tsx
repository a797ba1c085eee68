import * as React from 'react';
import Box from '@mui/material/Box';
import { Heatmap, type HeatmapCellProps } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const weeks = Array.from({ length: 10 }, (_, index) => `W${index + 1}`);
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Minutes of exercise logged by a fitness app user each day.
const cells: HeatmapValueType[] = days.flatMap((_, y) =>
  weeks.map((__, x): HeatmapValueType => [
    x,
    y,
    ((x * 13 + y * 29) % 70) + (y >= 5 ? 20 : 0),
  ]),
);

/** The `cell` slot: rounded tiles with a gap, in the colour the scale gives each value. */
function Tile(props: HeatmapCellProps) {
  const { x, y, width, height, ownerState, ...other } = props;
  return (
    <rect
      x={x + 2}
      y={y + 2}
      width={Math.max(0, width - 4)}
      height={Math.max(0, height - 4)}
      rx={4}
      fill={ownerState.color}
      opacity={ownerState.isFaded ? 0.4 : 1}
      {...other}
    />
  );
}

export default function HeatmapCustomItem() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <Heatmap
        height={300}
        xAxis={[{ data: weeks }]}
        yAxis={[{ data: days, width: 40 }]}
        zAxis={[
          {
            colorMap: {
              type: 'continuous',
              min: 0,
              max: 90,
              color: ['#e8f5e9', '#1b5e20'],
            },
          },
        ]}
        series={[{ data: cells, label: 'Exercise (min)' }]}
        slots={{ cell: Tile }}
        hideLegend
      />
    </Box>
  );
}
