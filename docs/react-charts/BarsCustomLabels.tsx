import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const channels = ['Search', 'Direct', 'Social', 'Email', 'Referral'];
// Visits to an online shop in May, per channel.
const visits = [48200, 21500, 13900, 6100, 1900];
const total = visits.reduce((sum, value) => sum + value, 0);

/** The label function prints each bar's share of the total, and nothing on bars too thin to hold it. */
export default function BarsCustomLabels() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: channels }]}
        yAxis={[{ width: 50 }]}
        series={[
          {
            data: visits,
            label: 'Visits',
            barLabel: (item, context) =>
              context.bar.height < 24 || item.value === null
                ? null
                : `${Math.round((item.value / total) * 100)} %`,
          },
        ]}
        hideLegend
        sx={{ '& .MuiBarLabel-root': { fill: '#fff', fontWeight: 700 } }}
      />
    </Box>
  );
}
