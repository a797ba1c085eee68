import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Active subscriptions of a meal-kit service, in thousands.
const subscriptions = [41.2, 43.8, 47.1, 46.3, 49.9, 54.0];

/** The series formatter reads `dataIndex` to add the change since the previous month. */
export default function TooltipSeriesFormatter() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: subscriptions,
            label: 'Subscriptions',
            valueFormatter: (value, { dataIndex }) => {
              if (value === null) {
                return null;
              }
              if (dataIndex === 0) {
                return `${value}k`;
              }
              const change =
                ((value - subscriptions[dataIndex - 1]) /
                  subscriptions[dataIndex - 1]) *
                100;
              return `${value}k (${change >= 0 ? '+' : ''}${change.toFixed(1)} %)`;
            },
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
