import * as React from 'react';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  weeklyUnits: number[];
}

const NAMES = [
  'Oat milk, 1 l',
  'Sourdough loaf',
  'Free-range eggs (6)',
  'Greek yoghurt',
  'Cold brew, 330 ml',
];

/** Twelve weeks of sales per product, from a fixed formula: small and the same on every mount. */
function buildProducts(): Product[] {
  return NAMES.map((name, p) => ({
    id: p + 1,
    name,
    weeklyUnits: Array.from(
      { length: 12 },
      (_, week) =>
        40 + ((p * 17 + week * (p + 3) * 7) % 60) + (p === 4 ? week * 6 : 0),
    ),
  }));
}

/** A reusable column type: an array of numbers drawn as a line, read as "first → last" in exports and filters. */
const sparklineColumn: GridColTypeDef<number[], string> = {
  type: 'custom',
  sortable: false,
  filterable: false,
  display: 'flex',
  valueFormatter: (value: number[]) => `${value[0]} → ${value[value.length - 1]}`,
  renderCell: (params) => (
    <SparkLineChart
      data={params.value ?? []}
      height={40}
      area
      showHighlight
      showTooltip
    />
  ),
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', width: 190 },
  {
    field: 'weeklyUnits',
    headerName: 'Units sold, last 12 weeks',
    flex: 1,
    minWidth: 200,
    ...sparklineColumn,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) =>
      row.weeklyUnits.reduce((sum, units) => sum + units, 0),
  },
];

/** Hover a line to read the week's figure. */
export default function SparklineColumnGrid() {
  const rows = React.useMemo(() => buildProducts(), []);
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={56} hideFooter />
    </Box>
  );
}
