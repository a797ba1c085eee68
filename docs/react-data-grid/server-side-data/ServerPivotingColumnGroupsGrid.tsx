import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { pivotAggregationFunctions, pivotField, queryPivot } from './pivotServer';

const channelNames: Record<string, string> = {
  web: 'Online shop',
  store: 'Own stores',
  partner: 'Retail partners',
};

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'product', headerName: 'Product', width: 130 },
  {
    field: 'channel',
    headerName: 'Channel',
    width: 130,
    // The server sends { channel: 'web' } as the group: the header is formatted here.
    valueFormatter: (value: string) => channelNames[value] ?? value,
  },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

// Two levels of column groups (region, then channel) and two values under each.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'region', sort: 'desc' }, { field: 'channel' }],
  values: [
    { field: 'quantity', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};

export default function ServerPivotingColumnGroupsGrid() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => queryPivot(params, { groupsAsRowModels: true }),
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
          width: 110,
        })}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        hideFooter
      />
    </Box>
  );
}
