import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Trees planted by a city last year, by species.
const trees = [
  { id: 'oak', label: 'Oak', value: 420 },
  { id: 'lime', label: 'Lime', value: 360 },
  { id: 'maple', label: 'Maple', value: 290 },
  { id: 'cherry', label: 'Cherry', value: 180 },
  { id: 'ginkgo', label: 'Ginkgo', value: 90 },
];

/** `onItemClick` gives the series id and the index of the clicked slice. */
export default function PieClick() {
  const [message, setMessage] = React.useState('Click a slice.');
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <Typography variant="body2" data-testid="pie-clicked" sx={{ height: 24 }}>
        {message}
      </Typography>
      <Box sx={{ height: 300 }}>
        <PieChart
          series={[{ id: 'trees', data: trees, innerRadius: 50 }]}
          onItemClick={(_, item) => {
            const tree = trees[item.dataIndex];
            setMessage(`${tree.label}: ${tree.value} trees`);
          }}
        />
      </Box>
    </Box>
  );
}
