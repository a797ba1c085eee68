import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { pivotAggregationFunctions, pivotField, queryPivot } from './pivotServer';

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

// Two values: each becomes one aggregated column per region, computed by the server.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'region' }],
  values: [
    { field: 'quantity', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'avg' },
  ],
};

/** In pivot mode the values of the pivot model are the aggregation the server answers. */
export default function ServerAggregationPivotingGrid() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => queryPivot(params),
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childCount,
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={pivotAggregationFunctions}
        pivotingColDef={(field, columnGroupPath) => ({
          field: pivotField(field, columnGroupPath),
        })}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
