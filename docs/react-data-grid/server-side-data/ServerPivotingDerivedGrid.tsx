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
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

// Columns the pivot panel offers next to "Date". They exist only for pivoting; the server knows how to compute
// them (fieldValue in pivotServer.ts), since it is the server that groups.
function getPivotDerivedColumns(column: GridColDef): GridColDef[] | undefined {
  if (column.field !== 'date') return undefined;
  return [
    {
      field: 'date-year',
      headerName: 'Date (year)',
      type: 'number',
      valueFormatter: String,
    },
    { field: 'date-quarter', headerName: 'Date (quarter)' },
  ];
}

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'date-year' }, { field: 'date-quarter' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function ServerPivotingDerivedGrid() {
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
        getPivotDerivedColumns={getPivotDerivedColumns}
        pivotingColDef={(field, columnGroupPath) => ({
          field: pivotField(field, columnGroupPath),
          width: 100,
        })}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
