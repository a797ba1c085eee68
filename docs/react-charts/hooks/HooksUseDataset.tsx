import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDataset, useDrawingArea } from '@mui/x-charts/hooks';

// Rows as they come from an API: a library's loans per genre.
const loans = [
  { genre: 'Crime', loans: 340 },
  { genre: 'Fantasy', loans: 295 },
  { genre: 'History', loans: 180 },
  { genre: 'Poetry', loans: 65 },
  { genre: 'Travel', loans: 120 },
];

/** Reads the rows back from the chart to print their total: no prop drilling needed. */
function DatasetTotal() {
  const rows = useDataset<typeof loans>();
  const { left, top } = useDrawingArea();
  const total = (rows ?? []).reduce((sum, row) => sum + row.loans, 0);
  return (
    <text
      x={left + 8}
      y={top + 16}
      fontSize={13}
      fill="currentColor"
      data-testid="dataset-total"
    >
      {`${rows?.length ?? 0} genres, ${total} loans`}
    </text>
  );
}

export default function HooksUseDataset() {
  return (
    <Box sx={{ width: '100%', color: 'text.secondary' }}>
      <BarChart
        height={300}
        hideLegend
        dataset={loans}
        xAxis={[{ scaleType: 'band', dataKey: 'genre' }]}
        series={[{ dataKey: 'loans', label: 'Loans' }]}
      >
        <DatasetTotal />
      </BarChart>
    </Box>
  );
}
