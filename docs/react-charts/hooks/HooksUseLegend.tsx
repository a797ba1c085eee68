import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useLegend } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Visitors of three museums, in thousands.
const history = [42, 38, 51, 63, 70, 88];
const science = [55, 60, 58, 66, 74, 81];
const modernArt = [30, 29, 35, 41, 47, 52];

/** A legend of your own: `useLegend()` gives each item's label and colour, in series order. */
function MuseumLegend() {
  const { items } = useLegend();
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={2}
      sx={{ height: 30, m: 0, px: 2, listStyle: 'none', alignItems: 'center' }}
      data-testid="museum-legend"
    >
      {items.map((item) => (
        <Stack
          component="li"
          key={item.seriesId}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
        >
          <Box sx={{ width: 24, height: 4, borderRadius: 2, bgcolor: item.color }} />
          <Typography variant="body2">{item.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export default function HooksUseLegend() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ChartsDataProvider
        height={290}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { type: 'line', id: 'history', data: history, label: 'History museum' },
          { type: 'line', id: 'science', data: science, label: 'Science centre' },
          {
            type: 'line',
            id: 'modern',
            data: modernArt,
            label: 'Modern art gallery',
          },
        ]}
      >
        <MuseumLegend />
        <ChartsSurface>
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </ChartsDataProvider>
    </Box>
  );
}
