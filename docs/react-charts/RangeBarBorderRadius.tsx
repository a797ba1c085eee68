import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';

// Opening hours of a bakery, as [opening, closing] hour of the day.
const hours = [
  { day: 'Monday', open: 7, close: 18 },
  { day: 'Tuesday', open: 7, close: 18 },
  { day: 'Wednesday', open: 7, close: 13 },
  { day: 'Thursday', open: 7, close: 18 },
  { day: 'Friday', open: 7, close: 19 },
  { day: 'Saturday', open: 8, close: 17 },
  { day: 'Sunday', open: 9, close: 13 },
];

const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Horizontal range bars with rounded ends: the slider sets `borderRadius`. */
export default function RangeBarBorderRadius() {
  const [radius, setRadius] = React.useState(8);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, height: 40, px: 1 }}>
        <Typography
          id="range-bar-radius-label"
          variant="body2"
          sx={{ whiteSpace: 'nowrap' }}
        >
          borderRadius: {radius}
        </Typography>
        <Slider
          aria-labelledby="range-bar-radius-label"
          value={radius}
          min={0}
          max={20}
          onChange={(_, value) => setRadius(value as number)}
          sx={{ maxWidth: 240 }}
        />
      </Box>
      <BarChartPremium
        height={300}
        borderRadius={radius}
        hideLegend
        dataset={hours}
        yAxis={[{ scaleType: 'band', dataKey: 'day', width: 80 }]}
        xAxis={[{ min: 6, max: 20, valueFormatter: formatHour }]}
        series={[
          {
            type: 'rangeBar',
            layout: 'horizontal',
            label: 'Open',
            datasetKeys: { start: 'open', end: 'close' },
            color: '#8d6e63',
            valueFormatter: (value) =>
              value === null
                ? null
                : `${formatHour(value[0])} – ${formatHour(value[1])}`,
          },
        ]}
      />
    </Box>
  );
}
