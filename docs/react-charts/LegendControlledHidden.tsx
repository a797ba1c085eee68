import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

/** Hidden series kept in React state: start with one hidden, and print what is hidden. */
export default function LegendControlledHidden() {
  const [hiddenItems, setHiddenItems] = React.useState<
    VisibilityIdentifier<'line'>[]
  >([{ type: 'line', seriesId: 'returns' }]);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: weeks }]}
        series={[
          { id: 'orders', data: [320, 341, 360, 352, 389, 402], label: 'Orders' },
          { id: 'returns', data: [21, 25, 19, 30, 27, 24], label: 'Returns' },
          { id: 'reviews', data: [64, 70, 66, 81, 79, 90], label: 'Reviews' },
        ]}
        hiddenItems={hiddenItems}
        onHiddenItemsChange={setHiddenItems}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
        height={260}
      />
      <Typography variant="body2">
        Hidden:{' '}
        {hiddenItems.map((item) => String(item.seriesId)).join(', ') || 'nothing'}
      </Typography>
    </Stack>
  );
}
