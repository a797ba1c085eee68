import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Speakers of the fifteen most spoken first languages of a city's schoolchildren.
const languages = [
  ['English', 4120],
  ['Polish', 610],
  ['Urdu', 540],
  ['Punjabi', 480],
  ['Romanian', 410],
  ['Bengali', 390],
  ['Arabic', 350],
  ['Portuguese', 330],
  ['Somali', 290],
  ['Spanish', 270],
  ['Lithuanian', 240],
  ['Tamil', 210],
  ['Turkish', 190],
  ['French', 170],
  ['Italian', 150],
].map(([label, value], index) => ({
  id: index,
  label: String(label),
  value: Number(value),
}));

/** A long legend in a column of fixed height that scrolls, so the pie keeps its size. */
export default function LegendScrollable() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[{ data: languages, innerRadius: 40 }]}
        slotProps={{
          legend: {
            direction: 'vertical',
            position: { vertical: 'middle', horizontal: 'end' },
            sx: {
              maxHeight: 260,
              overflowY: 'auto',
              flexWrap: 'nowrap',
              paddingInlineEnd: 1,
            },
          },
        }}
      />
    </Box>
  );
}
