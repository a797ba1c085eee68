import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Lowest and highest daily closing price of a share in each quarter, in dollars.
const prices: Record<'2024' | '2025', [number, number][]> = {
  '2024': [
    [42, 51],
    [47, 58],
    [44, 55],
    [52, 63],
  ],
  '2025': [
    [58, 70],
    [49, 66],
    [55, 61],
    [60, 78],
  ],
};

/** Switching the year moves every bar to its new range; `skipAnimation` makes the change instant. */
export default function RangeBarAnimation() {
  const [year, setYear] = React.useState<'2024' | '2025'>('2024');
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, height: 40, px: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setYear((current) => (current === '2024' ? '2025' : '2024'))
          }
        >
          Show {year === '2024' ? '2025' : '2024'}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Box>
      <BarChartPremium
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[
          {
            width: 50,
            min: 30,
            max: 80,
            valueFormatter: (value: number) => `$${value}`,
          },
        ]}
        series={[
          {
            type: 'rangeBar',
            label: `Closing price ${year}`,
            data: prices[year],
            color: '#3949ab',
            valueFormatter: (value) =>
              value === null ? null : `$${value[0]} – $${value[1]}`,
          },
        ]}
      />
    </Box>
  );
}
