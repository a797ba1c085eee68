import * as React from 'react';
import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const weeks = Array.from({ length: 8 }, (_, index) => `W${index + 1}`);
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
// Pull requests merged by a team per weekday over eight weeks.
const cells: HeatmapValueType[] = weekdays.flatMap((_, y) =>
  weeks.map((__, x): HeatmapValueType => [
    x,
    y,
    ((x * 5 + y * 3) % 7) + (y === 4 ? 0 : 2),
  ]),
);

/** `highlightScope` on the series: the hovered cell is highlighted and the others fade. */
export default function HeatmapHighlight() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <Heatmap
        height={300}
        xAxis={[{ data: weeks }]}
        yAxis={[{ data: weekdays, width: 40 }]}
        series={[
          {
            data: cells,
            label: 'Merged PRs',
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
