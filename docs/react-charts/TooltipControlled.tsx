import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SeriesItemIdentifier } from '@mui/x-charts/models';

// Seats of a parliament by group.
const groups = [
  { id: 'left', label: 'Left', value: 71 },
  { id: 'greens', label: 'Greens', value: 53 },
  { id: 'centre', label: 'Centre', value: 77 },
  { id: 'right', label: 'Right', value: 188 },
  { id: 'others', label: 'Others', value: 31 },
];

/** The item tooltip's state in React: buttons open it on a slice, hovering updates it. */
export default function TooltipControlled() {
  const [tooltipItem, setTooltipItem] =
    React.useState<SeriesItemIdentifier<'pie'> | null>(null);
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <Stack direction="row" spacing={1}>
        {groups.map((group, dataIndex) => (
          <Button
            key={group.id}
            size="small"
            variant={tooltipItem?.dataIndex === dataIndex ? 'contained' : 'outlined'}
            onClick={() =>
              setTooltipItem({ type: 'pie', seriesId: 'seats', dataIndex })
            }
          >
            {group.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setTooltipItem(null)}>
          Close
        </Button>
      </Stack>
      <Box sx={{ height: 290 }}>
        <PieChart
          series={[{ id: 'seats', data: groups, innerRadius: 50 }]}
          tooltipItem={tooltipItem}
          onTooltipItemChange={(item) =>
            setTooltipItem(item as SeriesItemIdentifier<'pie'> | null)
          }
          slotProps={{
            tooltip: { trigger: 'item', anchor: 'node', position: 'top' },
          }}
          hideLegend
        />
      </Box>
    </Box>
  );
}
