import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

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
];
// Monthly sales of an e-bike shop: known until June, then a forecast with its uncertainty band.
const sales = [62, 58, 74, 91, 112, 128, null, null, null, null];
const forecast = [null, null, null, null, null, 128, 136, 141, 133, 118];
const low = [null, null, null, null, null, 128, 124, 121, 108, 88];
const high = [null, null, null, null, null, 128, 148, 161, 158, 148];

/**
 * The band is two stacked areas: the first (transparent) lifts the second to the low bound, the second
 * fills up to the high bound.
 */
export default function LineDemoForecast() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40, min: 0 }]}
        series={[
          {
            id: 'low',
            data: low,
            stack: 'band',
            area: true,
            showMark: false,
            color: 'transparent',
            disableHighlight: true,
          },
          {
            id: 'range',
            data: high.map((value, index) =>
              value === null ? null : value - (low[index] ?? 0),
            ),
            stack: 'band',
            area: true,
            showMark: false,
            color: '#bbdefb',
            label: 'Likely range',
            valueFormatter: (_value, { dataIndex }) =>
              low[dataIndex] === null
                ? null
                : `${low[dataIndex]}–${high[dataIndex]}`,
          },
          { id: 'sales', data: sales, label: 'Sales', color: '#1565c0' },
          {
            id: 'forecast',
            data: forecast,
            label: 'Forecast',
            color: '#1565c0',
            showMark: false,
          },
        ]}
        sx={{
          '& .MuiLineChart-line[data-series="forecast"]': { strokeDasharray: '6 4' },
        }}
      />
    </Box>
  );
}
