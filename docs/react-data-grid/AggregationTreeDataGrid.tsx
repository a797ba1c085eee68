import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

/** A renovation budget: every parent line shows the total cost and latest due date of the lines under it. */
interface BudgetLine {
  id: number;
  path: string[];
  cost?: number;
  due?: Date;
}

const LINES: [string[], number?, string?][] = [
  [['Kitchen']],
  [['Kitchen', 'Cabinets'], 6400, '2025-04-18'],
  [['Kitchen', 'Worktop'], 2100, '2025-04-25'],
  [['Kitchen', 'Appliances']],
  [['Kitchen', 'Appliances', 'Oven'], 1150, '2025-05-02'],
  [['Kitchen', 'Appliances', 'Dishwasher'], 690, '2025-05-02'],
  [['Bathroom']],
  [['Bathroom', 'Tiling'], 3200, '2025-05-20'],
  [['Bathroom', 'Shower'], 1850, '2025-05-27'],
  [['Garden', 'Fence'], 2700, '2025-06-10'],
];

const columns: GridColDef<BudgetLine>[] = [
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null | undefined) =>
      value == null ? '' : `€${value.toLocaleString('en-US')}`,
  },
  { field: 'due', headerName: 'Due', type: 'date', width: 130 },
];

export default function AggregationTreeDataGrid() {
  const rows = React.useMemo<BudgetLine[]>(
    () =>
      LINES.map(([path, cost, due], index) => ({
        id: index + 1,
        path,
        cost,
        due: due ? new Date(`${due}T00:00:00`) : undefined,
      })),
    [],
  );
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        treeData
        getTreeDataPath={(row) => row.path}
        rows={rows}
        columns={columns}
        groupingColDef={{ headerName: 'Work item', width: 220 }}
        initialState={{ aggregation: { model: { cost: 'sum', due: 'max' } } }}
        defaultGroupingExpansionDepth={-1}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
