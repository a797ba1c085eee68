import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  ChartsTooltipContainer,
  useItemTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';

// Time spent by a developer in one week, in hours.
const week = [
  { id: 'code', label: 'Writing code', value: 17 },
  { id: 'review', label: 'Code review', value: 6 },
  { id: 'meetings', label: 'Meetings', value: 9 },
  { id: 'support', label: 'Support', value: 4 },
  { id: 'learning', label: 'Learning', value: 3 },
];
const total = week.reduce((sum, item) => sum + item.value, 0);

/** Item tooltip content: the slice's label, its hours and its share of the week. */
function ShareTooltip(props: ChartsTooltipProps) {
  const tooltip = useItemTooltip<'pie'>();
  if (!tooltip) {
    return null;
  }
  const item = week[tooltip.identifier.dataIndex];
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <Paper elevation={3} sx={{ p: 1.5, borderLeft: `6px solid ${tooltip.color}` }}>
        <Typography variant="subtitle2">{item.label}</Typography>
        <Typography variant="body2">
          {item.value} h, {Math.round((item.value / total) * 100)} % of the week
        </Typography>
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function TooltipCustomItem() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[{ data: week, innerRadius: 40 }]}
        slots={{ tooltip: ShareTooltip }}
      />
    </Box>
  );
}
