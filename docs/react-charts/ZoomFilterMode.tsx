import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const years = Array.from({ length: 30 }, (_, index) => 1995 + index);
// Price of a kilo of coffee at a roaster, in dollars: slow for two decades, then a surge.
const price = years.map(
  (year, index) =>
    Math.round(
      (9 + index * 0.25 + (year >= 2021 ? (year - 2020) ** 2 * 1.6 : 0)) * 10,
    ) / 10,
);

type FilterMode = 'keep' | 'discard';

/** With `'discard'`, the y-axis refits to the points left in the zoom window. */
export default function ZoomFilterMode() {
  const [filterMode, setFilterMode] = React.useState<FilterMode>('discard');
  return (
    <Box sx={{ width: '100%', height: 350 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterMode}
        onChange={(_, value: FilterMode | null) => value && setFilterMode(value)}
        aria-label="filter mode"
      >
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'years',
            data: years,
            valueFormatter: (y: number) => String(y),
            zoom: { filterMode },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: price, label: 'Price ($/kg)' }]}
        initialZoom={[{ axisId: 'years', start: 0, end: 60 }]}
        hideLegend
      />
    </Box>
  );
}
