import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLegend } from '@mui/x-charts/hooks';

const years = ['2020', '2021', '2022', '2023', '2024', '2025'];
const cities = [
  { id: 'lyon', label: 'Lyon', data: [516, 522, 523, 527, 531, 535] },
  { id: 'lille', label: 'Lille', data: [233, 234, 236, 237, 239, 240] },
  { id: 'nantes', label: 'Nantes', data: [314, 318, 323, 327, 331, 336] },
];
const latest = new Map(
  cities.map((city) => [city.id, city.data[city.data.length - 1]]),
);

/** The `legend` slot: items from `useLegend()`, each with its latest value. */
function LatestValueLegend() {
  const { items } = useLegend();
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center' }}>
      {items.map((item) => (
        <Stack
          key={item.id}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
        >
          <Box sx={{ width: 14, height: 4, borderRadius: 2, bgcolor: item.color }} />
          <Typography variant="body2">
            {item.label}{' '}
            <strong>
              {item.seriesId === undefined ? '' : latest.get(String(item.seriesId))}k
            </strong>
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** City populations in thousands, with a legend that shows the latest figure. */
export default function LegendCustom() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: years }]}
        series={cities.map((city) => ({
          id: city.id,
          label: city.label,
          data: city.data,
        }))}
        slots={{ legend: LatestValueLegend }}
        height={280}
      />
    </Box>
  );
}
