import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];
// Tickets of a help desk by priority each week.
const urgent = [12, 9, 14, 8, 6, 7];
const normal = [64, 71, 58, 66, 73, 69];
const low = [31, 28, 35, 40, 33, 37];

/** Colours taken from the Material UI theme, so the chart follows the app's palette and its dark mode. */
export default function StylingThemePalette() {
  const theme = useTheme();
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        colors={[
          theme.palette.error.main,
          theme.palette.primary.main,
          theme.palette.text.disabled,
        ]}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ width: 35 }]}
        series={[
          { data: urgent, label: 'Urgent' },
          { data: normal, label: 'Normal' },
          { data: low, label: 'Low' },
        ]}
      />
    </Box>
  );
}
