import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const weeks = Array.from({ length: 52 }, (_, index) => `W${index + 1}`);
// Weekly new customers of a gym, with a January peak.
const customers = weeks.map((_, index) =>
  Math.round(30 + (index < 6 ? 60 - index * 8 : 0) + ((index * 13) % 11)),
);

type ShowTooltip = 'hover' | 'always' | 'never';

/** The slider's tooltip names the first and last week of the window. */
export default function ZoomSliderTooltip() {
  const [showTooltip, setShowTooltip] = React.useState<ShowTooltip>('always');
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={showTooltip}
        onChange={(_, value: ShowTooltip | null) => value && setShowTooltip(value)}
        aria-label="slider tooltip"
      >
        <ToggleButton value="hover">hover</ToggleButton>
        <ToggleButton value="always">always</ToggleButton>
        <ToggleButton value="never">never</ToggleButton>
      </ToggleButtonGroup>
      <BarChartPro
        height={320}
        xAxis={[
          {
            id: 'weeks',
            scaleType: 'band',
            data: weeks,
            zoom: { slider: { enabled: true, showTooltip } },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: customers, label: 'New customers' }]}
        initialZoom={[{ axisId: 'weeks', start: 0, end: 30 }]}
        hideLegend
      />
    </Box>
  );
}
