import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsTooltipContainer,
  useAxesTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const target = 100;

/** Tooltip content that adds the total of the band and compares it with a target. */
function TargetTooltip(props: ChartsTooltipProps) {
  // One entry per axis that has a tooltip; this chart has a single x-axis.
  const axes = useAxesTooltip();
  const tooltip = axes?.[0];
  if (!tooltip) {
    return null;
  }
  const total = tooltip.seriesItems.reduce(
    (sum, item) => sum + (typeof item.value === 'number' ? item.value : 0),
    0,
  );
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <Paper elevation={3} sx={{ p: 1.5, minWidth: 160 }}>
        <Typography variant="subtitle2">{tooltip.axisFormattedValue}</Typography>
        {tooltip.seriesItems.map((item) => (
          <Typography key={item.seriesId} variant="body2" sx={{ color: item.color }}>
            {item.formattedLabel}: {item.formattedValue}
          </Typography>
        ))}
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
          Total {total} units (
          {total >= target ? 'target met' : `${target - total} short`})
        </Typography>
      </Paper>
    </ChartsTooltipContainer>
  );
}

/** The `tooltip` slot replaces the default tooltip with the component above. */
export default function TooltipCustom() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { data: [52, 61, 48, 70, 66, 81], label: 'Shop', stack: 'units' },
          { data: [31, 35, 44, 38, 47, 40], label: 'Online', stack: 'units' },
        ]}
        slots={{ tooltip: TargetTooltip }}
        height={300}
      />
    </Box>
  );
}
