import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  carrier: string;
  lane: string;
  deliveryDays: number;
  onTime: boolean;
}

const rows: Shipment[] = [
  {
    id: 1,
    carrier: 'Swift Freight',
    lane: 'Hamburg → Vienna',
    deliveryDays: 3,
    onTime: true,
  },
  {
    id: 2,
    carrier: 'Swift Freight',
    lane: 'Hamburg → Milan',
    deliveryDays: 5,
    onTime: false,
  },
  {
    id: 3,
    carrier: 'Swift Freight',
    lane: 'Hamburg → Paris',
    deliveryDays: 2,
    onTime: true,
  },
  {
    id: 4,
    carrier: 'Cobalt Logistics',
    lane: 'Rotterdam → Prague',
    deliveryDays: 4,
    onTime: true,
  },
  {
    id: 5,
    carrier: 'Cobalt Logistics',
    lane: 'Rotterdam → Madrid',
    deliveryDays: 6,
    onTime: true,
  },
  {
    id: 6,
    carrier: 'Cobalt Logistics',
    lane: 'Rotterdam → Warsaw',
    deliveryDays: 3,
    onTime: false,
  },
  {
    id: 7,
    carrier: 'Cobalt Logistics',
    lane: 'Rotterdam → Lisbon',
    deliveryDays: 7,
    onTime: true,
  },
];

/** The middle value of the delivery times (the mean of the two middle values for an even count). */
const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    // The values come in the grid's row order: sort a copy to find the middle.
    const numbers = values
      .filter((value): value is number => typeof value === 'number')
      .sort((a, b) => a - b);
    if (numbers.length === 0) {
      return null;
    }
    const middle = Math.floor(numbers.length / 2);
    return numbers.length % 2 === 1
      ? numbers[middle]
      : (numbers[middle - 1] + numbers[middle]) / 2;
  },
};

/** Share of `true` values, shown as a percentage. */
const percentTrue: GridAggregationFunction<boolean, number | null> = {
  label: '% on time',
  columnTypes: ['boolean'],
  apply: ({ values }) =>
    values.length === 0
      ? null
      : values.filter((value) => value === true).length / values.length,
  valueFormatter: (value: number | null) =>
    value == null ? '' : `${Math.round(value * 100)}%`,
  hasCellUnit: false,
};

const columns: GridColDef<Shipment>[] = [
  { field: 'carrier', headerName: 'Carrier', width: 160 },
  { field: 'lane', headerName: 'Lane', flex: 1, minWidth: 180 },
  { field: 'deliveryDays', headerName: 'Days', type: 'number', width: 130 },
  { field: 'onTime', headerName: 'On time', type: 'boolean', width: 140 },
];

const aggregationFunctions = {
  ...GRID_AGGREGATION_FUNCTIONS,
  median,
  percentTrue,
};

/** Two custom functions next to the built-in ones: a median and a share of on-time deliveries. */
export default function AggregationCustomFunctionGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['carrier'] },
          aggregation: { model: { deliveryDays: 'median', onTime: 'percentTrue' } },
          columns: { columnVisibilityModel: { carrier: false } },
        }}
        defaultGroupingExpansionDepth={-1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
