import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Average monthly rainfall in millimetres, one row per month.
const rainfall = [
  { month: 'Jan', london: 55, paris: 47, berlin: 42 },
  { month: 'Feb', london: 41, paris: 41, berlin: 33 },
  { month: 'Mar', london: 42, paris: 48, berlin: 41 },
  { month: 'Apr', london: 44, paris: 53, berlin: 37 },
  { month: 'May', london: 49, paris: 65, berlin: 54 },
  { month: 'Jun', london: 45, paris: 55, berlin: 69 },
];

const mm = (value: number | null) => (value === null ? '' : `${value} mm`);

/** Rows in `dataset`; the axis and the series pick their column with `dataKey`. */
export default function BarsDataset() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        dataset={rainfall}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ label: 'Rainfall (mm)', width: 60 }]}
        series={[
          { dataKey: 'london', label: 'London', valueFormatter: mm },
          { dataKey: 'paris', label: 'Paris', valueFormatter: mm },
          { dataKey: 'berlin', label: 'Berlin', valueFormatter: mm },
        ]}
        height={300}
      />
    </Box>
  );
}
