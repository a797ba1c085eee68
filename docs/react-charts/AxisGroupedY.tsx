import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// A café's drinks sold in one week, with the family each drink belongs to.
const drinks = [
  { name: 'Espresso', family: 'Coffee', sold: 412 },
  { name: 'Latte', family: 'Coffee', sold: 538 },
  { name: 'Cappuccino', family: 'Coffee', sold: 467 },
  { name: 'Green tea', family: 'Tea', sold: 156 },
  { name: 'Earl Grey', family: 'Tea', sold: 121 },
  { name: 'Lemonade', family: 'Cold', sold: 208 },
  { name: 'Iced tea', family: 'Cold', sold: 174 },
];

/** A y-axis grouped in two columns: the drink, then its family. */
export default function AxisGroupedY() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        height={320}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: drinks.map((drink) => drink.name),
            width: 140,
            groups: [
              { getValue: (name: string) => name },
              { getValue: (_name: string, index: number) => drinks[index].family },
            ],
          },
        ]}
        series={[{ data: drinks.map((drink) => drink.sold), label: 'Cups sold' }]}
        hideLegend
      />
    </Box>
  );
}
