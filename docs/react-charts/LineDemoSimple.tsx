import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Page views and unique visitors of a recipe blog during one week.
const pageViews = [4210, 3980, 4460, 4120, 3870, 6240, 7010];
const visitors = [1820, 1760, 1905, 1790, 1660, 2730, 3105];

/** Two series on one axis, nothing else: the shortest useful line chart. */
export default function LineDemoSimple() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 45 }]}
        series={[
          { data: pageViews, label: 'Page views' },
          { data: visitors, label: 'Unique visitors' },
        ]}
      />
    </Box>
  );
}
