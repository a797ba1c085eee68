import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Electricity demand of a city over one winter day, in megawatts.
const demand = [
  410, 390, 378, 372, 375, 398, 462, 548, 602, 611, 604, 596, 590, 583, 579, 588,
  622, 689, 712, 694, 651, 583, 512, 452,
];

const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The highlighted hour is React state: the slider sets it, and hovering the chart moves the slider. */
export default function HighlightControlledAxis() {
  const [hour, setHour] = React.useState(18);

  const handleAxisChange = (items: AxisItemIdentifier[]) => {
    const item = items.find((entry) => entry.axisId === 'hours');
    if (item) {
      setHour(item.dataIndex);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, height: 40, px: 1 }}>
        <Typography
          variant="body2"
          data-testid="highlighted-hour"
          sx={{ minWidth: 140, whiteSpace: 'nowrap' }}
        >
          {formatHour(hour)}: {demand[hour]} MW
        </Typography>
        <Slider
          aria-label="Highlighted hour"
          value={hour}
          min={0}
          max={23}
          onChange={(_, value) => setHour(value as number)}
          sx={{ maxWidth: 300 }}
        />
      </Box>
      <LineChart
        height={300}
        hideLegend
        highlightedAxis={[{ axisId: 'hours', dataIndex: hour }]}
        onHighlightedAxisChange={handleAxisChange}
        xAxis={[
          {
            id: 'hours',
            scaleType: 'point',
            data: hours,
            valueFormatter: formatHour,
            tickInterval: (hourValue: number) => hourValue % 3 === 0,
          },
        ]}
        yAxis={[{ width: 50 }]}
        series={[
          { data: demand, label: 'Demand (MW)', showMark: false, color: '#6a1b9a' },
        ]}
      />
    </Box>
  );
}
