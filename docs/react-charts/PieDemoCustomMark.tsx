import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

/** A drop-shaped mark, drawn in the slice colour, for the legend and the tooltip. */
function DropMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 12 16" width={12} height={16}>
      <path
        d="M6 0 C6 0 0 7 0 10.5 A6 6 0 0 0 12 10.5 C12 7 6 0 6 0 Z"
        fill={color}
      />
    </svg>
  );
}

// Where a household's water goes in a day, in litres.
const water = [
  { id: 'shower', label: 'Shower', value: 62, labelMarkType: DropMark },
  { id: 'toilet', label: 'Toilet', value: 45, labelMarkType: DropMark },
  { id: 'kitchen', label: 'Kitchen', value: 21, labelMarkType: DropMark },
  { id: 'laundry', label: 'Laundry', value: 28, labelMarkType: DropMark },
];

/** Each data item's `labelMarkType` sets its mark in the legend and the tooltip. */
export default function PieDemoCustomMark() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        colors={['#0277bd', '#4fc3f7', '#00838f', '#80deea']}
        series={[
          {
            data: water,
            innerRadius: 50,
            valueFormatter: (item) => `${item.value} l`,
          },
        ]}
      />
    </Box>
  );
}
