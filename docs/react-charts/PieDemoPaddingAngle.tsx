import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Time spent on a phone in one day, by kind of app, in minutes.
const usage = [
  { id: 'social', label: 'Social', value: 96 },
  { id: 'video', label: 'Video', value: 74 },
  { id: 'messaging', label: 'Messaging', value: 41 },
  { id: 'news', label: 'News', value: 18 },
  { id: 'other', label: 'Other', value: 23 },
];

/** Gaps between slices (`paddingAngle`) and rounded corners (`cornerRadius`) on a thin ring. */
export default function PieDemoPaddingAngle() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          {
            data: usage,
            innerRadius: 80,
            outerRadius: 120,
            paddingAngle: 4,
            cornerRadius: 6,
          },
        ]}
      />
    </Box>
  );
}
