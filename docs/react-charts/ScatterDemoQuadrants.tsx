import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Products of a shop: monthly units sold and margin in percent.
const products = [
  [120, 42],
  [340, 18],
  [80, 55],
  [410, 35],
  [260, 22],
  [150, 12],
  [300, 48],
  [90, 28],
  [220, 38],
  [380, 15],
  [60, 31],
  [190, 51],
  [275, 9],
  [330, 41],
  [140, 24],
  [210, 17],
].map(([units, margin], id) => ({ id, x: units, y: margin }));

const meanUnits =
  products.reduce((sum, point) => sum + point.x, 0) / products.length;
const meanMargin =
  products.reduce((sum, point) => sum + point.y, 0) / products.length;

/** Reference lines at the averages split the products into four quadrants. */
export default function ScatterDemoQuadrants() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChart
        xAxis={[{ label: 'Units sold per month', min: 0 }]}
        yAxis={[{ label: 'Margin (%)', min: 0 }]}
        series={[{ data: products, label: 'Products', markerSize: 6 }]}
        hideLegend
        height={320}
      >
        <ChartsReferenceLine
          x={meanUnits}
          label="average units"
          labelAlign="end"
          lineStyle={{ strokeDasharray: '4 4' }}
        />
        <ChartsReferenceLine
          y={meanMargin}
          label="average margin"
          labelAlign="end"
          lineStyle={{ strokeDasharray: '4 4' }}
        />
      </ScatterChart>
    </Box>
  );
}
