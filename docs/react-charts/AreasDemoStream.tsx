import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);
// Songs streamed by genre on a small radio app, in thousands.
const genres = [
  { label: 'Pop', data: [30, 32, 35, 40, 38, 36, 42, 45, 44, 41, 39, 43] },
  { label: 'Rock', data: [22, 21, 20, 24, 27, 30, 28, 25, 23, 22, 24, 26] },
  { label: 'Jazz', data: [8, 9, 11, 10, 9, 8, 7, 9, 12, 14, 13, 12] },
  { label: 'Electronic', data: [15, 18, 16, 14, 19, 25, 31, 29, 24, 20, 18, 17] },
];

/** A streamgraph: `'silhouette'` centres the stack, `'insideOut'` keeps big series inside. */
export default function AreasDemoStream() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ position: 'none' }]}
        series={genres.map((genre) => ({
          ...genre,
          stack: 'genres',
          area: true,
          showMark: false,
          curve: 'catmullRom' as const,
          stackOffset: 'silhouette' as const,
          stackOrder: 'insideOut' as const,
        }))}
        height={300}
      />
    </Box>
  );
}
