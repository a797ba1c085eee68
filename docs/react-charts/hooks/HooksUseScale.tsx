import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { getValueToPositionMapper, useXScale, useYScale } from '@mui/x-charts/hooks';

const products = ['Espresso', 'Latte', 'Cappuccino', 'Mocha', 'Tea'];
// Cups sold by a café on a Saturday.
const cups = [96, 142, 118, 54, 37];
const bestSeller = products[cups.indexOf(Math.max(...cups))];

/** Marks the best seller: the band scale gives the bar's start, the mapper its centre. */
function BestSellerMarker({ product, value }: { product: string; value: number }) {
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const toCenter = getValueToPositionMapper(xScale);
  const x = toCenter(product);
  const y = yScale(value);
  return (
    <g>
      <circle cx={x} cy={y - 14} r={9} fill="#f9a825" />
      <text x={x} y={y - 10} textAnchor="middle" fontSize={11} fill="#3e2723">
        ★
      </text>
      <text
        x={(xScale(product) ?? 0) + xScale.bandwidth()}
        y={y - 28}
        textAnchor="end"
        fontSize={12}
      >
        Best seller
      </text>
    </g>
  );
}

export default function HooksUseScale() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        hideLegend
        xAxis={[{ scaleType: 'band', data: products }]}
        yAxis={[{ max: 180 }]}
        series={[{ data: cups, label: 'Cups sold' }]}
      >
        <BestSellerMarker product={bestSeller} value={Math.max(...cups)} />
      </BarChart>
    </Box>
  );
}
