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
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

// Two levels of row groups: region, then product.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }, { field: 'product' }],
  columns: [{ field: 'channel' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

/** Europe opens with the grid: its products are fetched right after the regions. */
export default function ServerPivotingExpansionGrid() {
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
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={pivotAggregationFunctions}
        pivotingColDef={(field, columnGroupPath) => ({
          field: pivotField(field, columnGroupPath),
        })}
        isGroupExpandedByDefault={(node) => node.groupingKey === 'Europe'}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        hideFooter
      />
    </Box>
  );
}
