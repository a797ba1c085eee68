import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const days = [
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
  'Mon ',
  'Tue ',
  'Wed ',
  'Thu ',
  'Fri ',
];
// Closing price of a share over two trading weeks, in dollars.
const closing = [
  187.4, 189.1, 186.2, 190.8, 193.5, 192.1, 195.7, 194.3, 198.9, 201.2,
];

type Limit = 'nice' | 'strict' | 'padded';

/** Ten percent of the data's span on both sides, computed from the extremes the axis receives. */
function padded(min: number, max: number) {
  const margin = (max - min) * 0.1;
  return { min: min - margin, max: max + margin };
}

export default function AxisDomainLimit() {
  const [limit, setLimit] = React.useState<Limit>('padded');
  return (
    <Box sx={{ width: '100%', height: 350 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={limit}
        onChange={(_, value: Limit | null) => value && setLimit(value)}
        aria-label="domain limit"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="padded">function</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ domainLimit: limit === 'padded' ? padded : limit, width: 50 }]}
        series={[
          { data: closing, label: 'Closing price', valueFormatter: (v) => `$${v}` },
        ]}
        hideLegend
      />
    </Box>
  );
}
