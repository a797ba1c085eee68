import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const stores = [
  { id: 'downtown', label: 'Downtown', data: [82, 88, 95, 91, 104, 112] },
  { id: 'airport', label: 'Airport', data: [64, 60, 71, 78, 86, 93] },
  { id: 'mall', label: 'Mall', data: [70, 74, 69, 80, 77, 85] },
];

/** The highlighted series lives in React state, so buttons outside the chart can set it. */
export default function HighlightControlled() {
  const [highlightedItem, setHighlightedItem] =
    React.useState<HighlightItemData | null>(null);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        {stores.map((store) => (
          <Button
            key={store.id}
            size="small"
            variant={
              highlightedItem?.seriesId === store.id ? 'contained' : 'outlined'
            }
            onClick={() => setHighlightedItem({ seriesId: store.id })}
          >
            {store.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setHighlightedItem(null)}>
          Clear
        </Button>
      </Stack>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        series={stores.map((store) => ({
          ...store,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        height={280}
      />
    </Stack>
  );
}
