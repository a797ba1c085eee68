import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
// Electricity used by an office building, in MWh.
const consumption = [84, 79, 72, 61, 52, 58, 66, 63, 55, 60, 71, 82];

/** `showToolbar` adds print and image export buttons above the chart. */
export default function ExportToolbar() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChartPro
        showToolbar
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[{ data: consumption, label: 'Electricity (MWh)', area: true }]}
        slotProps={{
          toolbar: {
            printOptions: { fileName: 'office-electricity' },
            imageExportOptions: [
              { type: 'image/png', fileName: 'office-electricity' },
              { type: 'image/jpeg', quality: 0.85, fileName: 'office-electricity' },
            ],
          },
        }}
        height={300}
      />
    </Box>
  );
}
