import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['English', 'Spanish', 'German', 'French', 'Japanese'];
// Share of a site's readers by browser language, in percent.
const share = [46.2, 14.8, 9.1, 8.4, 2.7];

/** Bar labels from a function: a percentage outside the bar, nothing below 3 %. */
export default function LabelBarValues() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: languages, width: 80 }]}
        xAxis={[{ label: 'Readers (%)', max: 55 }]}
        series={[
          {
            data: share,
            label: 'Readers',
            barLabel: (item) =>
              item.value !== null && item.value >= 3 ? `${item.value} %` : null,
            barLabelPlacement: 'outside',
          },
        ]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
