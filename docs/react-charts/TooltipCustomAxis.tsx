import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  ChartsTooltipContainer,
  useAxesTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';

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
// Rainfall of two cities per month, in mm.
const dublin = [63, 48, 51, 51, 60, 57, 57, 70, 60, 79, 73, 77];
const madrid = [33, 35, 37, 39, 50, 23, 12, 10, 28, 49, 52, 44];

/** Axis tooltip content: the month, both cities, and which one was wetter. */
function WetterTooltip(props: ChartsTooltipProps) {
  const axes = useAxesTooltip();
  const axis = axes?.[0];
  if (!axis) {
    return null;
  }
  const [first, second] = axis.seriesItems;
  const wetter =
    first &&
    second &&
    typeof first.value === 'number' &&
    typeof second.value === 'number'
      ? first.value >= second.value
        ? first.formattedLabel
        : second.formattedLabel
      : null;
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <Paper elevation={3} sx={{ p: 1.5 }}>
        <Typography variant="subtitle2">{axis.axisFormattedValue}</Typography>
        {axis.seriesItems.map((item) => (
          <Typography key={item.seriesId} variant="body2" sx={{ color: item.color }}>
            {item.formattedLabel}: {item.formattedValue}
          </Typography>
        ))}
        {wetter && <Typography variant="caption">Wetter: {wetter}</Typography>}
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function TooltipCustomAxis() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 35 }]}
        series={[
          { data: dublin, label: 'Dublin', valueFormatter: (v) => `${v} mm` },
          { data: madrid, label: 'Madrid', valueFormatter: (v) => `${v} mm` },
        ]}
        slots={{ tooltip: WetterTooltip }}
      />
    </Box>
  );
}
