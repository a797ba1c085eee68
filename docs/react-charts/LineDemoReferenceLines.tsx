import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const times = [
  '7:00',
  '8:00',
  '9:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
];
// Blood glucose of a person with a glucose sensor, in mg/dL, with breakfast at 8:00 and lunch at 12:30.
const glucose = [96, 104, 168, 142, 118, 101, 178, 189, 131, 108];

/** The target range as two reference lines, and a vertical one at lunch. */
export default function LineDemoReferenceLines() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: times }]}
        yAxis={[{ width: 40, min: 50, max: 220 }]}
        series={[{ data: glucose, label: 'Glucose (mg/dL)', color: '#6a1b9a' }]}
        hideLegend
      >
        <ChartsReferenceLine
          y={70}
          label="Low 70"
          labelAlign="start"
          lineStyle={{ stroke: '#c62828' }}
        />
        <ChartsReferenceLine
          y={180}
          label="High 180"
          labelAlign="start"
          lineStyle={{ stroke: '#c62828' }}
        />
        <ChartsReferenceLine
          x="12:00"
          label="Lunch"
          lineStyle={{ strokeDasharray: '4 4' }}
        />
      </LineChart>
    </Box>
  );
}
