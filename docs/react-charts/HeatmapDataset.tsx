import * as React from 'react';
import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const servers = ['web-1', 'web-2', 'db-1', 'cache-1'];
const hours = ['00h', '04h', '08h', '12h', '16h', '20h'];

// CPU load per server and hour, in percent: one row per cell, its triple in the `load` column.
const loads = [
  [12, 9, 48, 71, 66, 35],
  [14, 10, 51, 77, 69, 38],
  [31, 64, 42, 58, 61, 40],
  [8, 6, 22, 35, 31, 17],
];
const dataset = loads.flatMap((serverLoads, serverIndex) =>
  serverLoads.map((load, hourIndex) => {
    const cell: HeatmapValueType = [hourIndex, serverIndex, load];
    return { server: servers[serverIndex], hour: hours[hourIndex], load: cell };
  }),
);

/** A heatmap series reading its triples from a dataset column. */
export default function HeatmapDataset() {
  return (
    <Box sx={{ width: '100%' }}>
      <Heatmap
        dataset={dataset}
        xAxis={[{ data: hours }]}
        yAxis={[{ data: servers, width: 64 }]}
        series={[
          {
            dataKey: 'load',
            label: 'CPU load',
            valueFormatter: (value) => (value ? `${value[2]} %` : ''),
          },
        ]}
        height={260}
      />
    </Box>
  );
}
