import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Support tickets of one month by resolution stage.
const tickets = [
  { label: 'Opened', value: 2300 },
  { label: 'First reply', value: 2150 },
  { label: 'Escalated', value: 420 },
  { label: 'Resolved by expert', value: 360 },
];

export default function FunnelGap() {
  const [gap, setGap] = React.useState(6);
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <Typography variant="body2" id="funnel-gap">
        gap: {gap} px
      </Typography>
      <Slider
        size="small"
        min={0}
        max={30}
        value={gap}
        onChange={(_, value) => setGap(value as number)}
        aria-labelledby="funnel-gap"
        sx={{ maxWidth: 300 }}
      />
      <Box sx={{ height: 300 }}>
        <FunnelChart
          series={[{ data: tickets, layout: 'horizontal' }]}
          gap={gap}
          hideLegend
        />
      </Box>
    </Box>
  );
}
