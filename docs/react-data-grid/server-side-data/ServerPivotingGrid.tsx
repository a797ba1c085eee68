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

const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'channel' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

/** The server groups and aggregates; the grid builds its columns from the `pivotColumns` of the answer. */
export default function ServerPivotingGrid() {
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
    <Box sx={{ height: 360, width: '100%' }}>
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
