import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Two stores of a bicycle shop: bikes sold, and the average price of a sale in euros.
const unitsSold = [
  { id: 'harbour', label: 'Harbour', data: [38, 42, 61, 88, 104, 97] },
  { id: 'old-town', label: 'Old town', data: [29, 31, 44, 59, 73, 70] },
];
const averagePrice = [
  { id: 'harbour', label: 'Harbour', data: [640, 655, 690, 720, 745, 730] },
  { id: 'old-town', label: 'Old town', data: [810, 790, 835, 860, 880, 905] },
];

const highlightScope = { highlight: 'series', fade: 'global' } as const;

/**
 * Both charts read the same highlighted item and axis from React state, and both write it: hovering a store or a
 * month in one chart highlights it in the other.
 */
export default function HighlightSync() {
  const [item, setItem] = React.useState<HighlightItemData | null>(null);
  const [axis, setAxis] = React.useState<AxisItemIdentifier[]>([]);

  // Keep the previous state when nothing changed, so that one chart's update does not bounce back from the other.
  const handleAxisChange = React.useCallback((next: AxisItemIdentifier[]) => {
    setAxis((previous) =>
      previous.length === next.length &&
      previous.every(
        (entry, index) =>
          entry.axisId === next[index].axisId &&
          entry.dataIndex === next[index].dataIndex,
      )
        ? previous
        : next,
    );
  }, []);

  const shared = {
    height: 200,
    xAxis: [{ id: 'months', scaleType: 'band' as const, data: months }],
    yAxis: [{ width: 50 }],
    highlightedItem: item,
    onHighlightChange: setItem,
    highlightedAxis: axis,
    onHighlightedAxisChange: handleAxisChange,
  };

  return (
    <Stack sx={{ width: '100%' }}>
      <BarChart
        {...shared}
        series={unitsSold.map((store) => ({ ...store, highlightScope }))}
        slotProps={{ legend: { direction: 'horizontal' } }}
      />
      <LineChart
        {...shared}
        hideLegend
        series={averagePrice.map((store) => ({
          ...store,
          highlightScope,
          valueFormatter: (value: number | null) =>
            value === null ? '' : `€${value}`,
        }))}
      />
    </Stack>
  );
}
