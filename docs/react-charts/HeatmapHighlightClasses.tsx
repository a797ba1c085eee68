import * as React from 'react';
import Box from '@mui/material/Box';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const floors = ['Ground', '1st', '2nd', '3rd'];
const zones = ['North', 'East', 'South', 'West'];
// Average temperature of an office building by floor and zone, in °C.
const cells: HeatmapValueType[] = floors.flatMap((_, y) =>
  zones.map((__, x): HeatmapValueType => [
    x,
    y,
    19 + y * 0.6 + (x === 2 ? 1.8 : x === 0 ? -0.9 : 0.3),
  ]),
);

/** Highlighted and faded cells styled from CSS: an outline on the hovered cell, grey on the others. */
export default function HeatmapHighlightClasses() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <Heatmap
        height={300}
        xAxis={[{ data: zones }]}
        yAxis={[{ data: floors, width: 55 }]}
        series={[
          {
            data: cells,
            label: 'Temperature',
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (v) => `${v?.[2].toFixed(1)} °C`,
          },
        ]}
        hideLegend
        sx={{
          [`& .${heatmapClasses.highlighted}`]: {
            stroke: '#212121',
            strokeWidth: 3,
          },
          [`& .${heatmapClasses.faded}`]: { filter: 'saturate(0.2)' },
        }}
      />
    </Box>
  );
}
