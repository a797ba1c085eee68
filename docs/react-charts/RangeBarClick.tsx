import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';
import type {
  RangeBarItemIdentifier,
  BarItemIdentifier,
} from '@mui/x-charts-premium/models';

// Tomorrow's shifts at a pharmacy, as [start, end] hour of the day.
const staff = ['Amira', 'Bruno', 'Chen', 'Dalia', 'Emeka'];
const shifts: [number, number][] = [
  [7, 15],
  [9, 17],
  [12, 20],
  [8, 12],
  [14, 22],
];

const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** `onItemClick` receives the clicked range bar's identifier: series id and data index. */
export default function RangeBarClick() {
  const [clicked, setClicked] = React.useState<RangeBarItemIdentifier | null>(null);

  const handleClick = (
    _event: React.MouseEvent<SVGElement>,
    item: BarItemIdentifier | RangeBarItemIdentifier,
  ) => {
    if (item.type === 'rangeBar') {
      setClicked(item);
    }
  };

  const shift = clicked === null ? null : shifts[clicked.dataIndex];
  return (
    <Box sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        role="status"
        data-testid="range-bar-click-status"
        sx={{ height: 24, px: 1 }}
      >
        {clicked === null || shift === null
          ? 'Click a shift.'
          : `${staff[clicked.dataIndex]} works ${formatHour(shift[0])}–${formatHour(shift[1])} (series "${clicked.seriesId}", index ${clicked.dataIndex}).`}
      </Typography>
      <BarChartPremium
        height={300}
        hideLegend
        onItemClick={handleClick}
        yAxis={[{ scaleType: 'band', data: staff, width: 70 }]}
        xAxis={[{ min: 6, max: 23, valueFormatter: formatHour }]}
        series={[
          {
            id: 'shifts',
            type: 'rangeBar',
            layout: 'horizontal',
            label: 'Shift',
            data: shifts,
            color: '#00897b',
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
