import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2023', '2024', '2025'];

/** Two stack ids make two stacks per band: budget versus actual spending. */
export default function StackingGroups() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: years }]}
        series={[
          { data: [120, 130, 140], label: 'Budget: staff', stack: 'budget' },
          { data: [60, 65, 70], label: 'Budget: equipment', stack: 'budget' },
          { data: [118, 137, 139], label: 'Actual: staff', stack: 'actual' },
          { data: [71, 58, 76], label: 'Actual: equipment', stack: 'actual' },
        ]}
        height={320}
      />
    </Box>
  );
}
