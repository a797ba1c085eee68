import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Share of respondents using each language in a developer survey, in percent (largest first).
const languages = [
  'JavaScript',
  'Python',
  'SQL',
  'TypeScript',
  'Java',
  'C#',
  'Go',
  'Rust',
];
const share = [62.3, 51.0, 51.0, 38.5, 30.3, 27.1, 13.5, 12.6];

/** A ranking reads best as horizontal bars, sorted, with the value printed at the end of each bar. */
export default function BarsOverview() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        height={340}
        layout="horizontal"
        yAxis={[
          { scaleType: 'band', data: languages, width: 90, categoryGapRatio: 0.3 },
        ]}
        xAxis={[{ max: 70, valueFormatter: (value: number) => `${value} %` }]}
        series={[
          {
            data: share,
            label: 'Respondents',
            color: '#5e35b1',
            barLabel: (item) => `${item.value} %`,
            barLabelPlacement: 'outside',
            valueFormatter: (value) => `${value} %`,
          },
        ]}
        borderRadius={6}
        grid={{ vertical: true }}
        hideLegend
      />
    </Box>
  );
}
