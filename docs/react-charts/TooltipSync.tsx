import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SeriesItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Two branches of a bookshop: books sold per month.
const north = [410, 380, 452, 430, 470, 515];
const south = [290, 310, 305, 342, 360, 372];

/** Both charts share one tooltip item: hovering a month on one opens the tooltip on the other. */
export default function TooltipSync() {
  const [item, setItem] = React.useState<SeriesItemIdentifier<'bar'> | null>(null);
  const onChange = (next: SeriesItemIdentifier<'bar'> | null) =>
    setItem(next && { type: 'bar', seriesId: 'books', dataIndex: next.dataIndex });
  return (
    <Stack direction="row" sx={{ width: '100%', height: 300 }}>
      {[
        { name: 'North', data: north, color: '#3949ab' },
        { name: 'South', data: south, color: '#00897b' },
      ].map((branch) => (
        <Box key={branch.name} sx={{ flex: 1, minWidth: 0 }}>
          <BarChart
            height={300}
            xAxis={[{ scaleType: 'band', data: months }]}
            yAxis={[{ width: 40, max: 550 }]}
            series={[
              {
                id: 'books',
                data: branch.data,
                label: `${branch.name} branch`,
                color: branch.color,
              },
            ]}
            tooltipItem={item}
            onTooltipItemChange={(next) =>
              onChange(next as SeriesItemIdentifier<'bar'> | null)
            }
            slotProps={{
              tooltip: { trigger: 'item', anchor: 'node', position: 'top' },
            }}
            hideLegend
          />
        </Box>
      ))}
    </Stack>
  );
}
