import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PaymentsIcon from '@mui/icons-material/Payments';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  inStock: number;
  reserved: number;
  cost: number;
  price: number;
}

const rows: Product[] = [
  {
    id: 'SKU-310',
    name: 'Trail running shoe',
    inStock: 84,
    reserved: 12,
    cost: 41,
    price: 119,
  },
  {
    id: 'SKU-311',
    name: 'Rain shell jacket',
    inStock: 23,
    reserved: 9,
    cost: 58,
    price: 189,
  },
  {
    id: 'SKU-312',
    name: 'Merino base layer',
    inStock: 140,
    reserved: 31,
    cost: 22,
    price: 69,
  },
  {
    id: 'SKU-313',
    name: 'Headlamp 400 lm',
    inStock: 57,
    reserved: 4,
    cost: 14,
    price: 45,
  },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reserved', headerName: 'Reserved', type: 'number', width: 100 },
  { field: 'cost', headerName: 'Cost ($)', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
];

/** A group header with an icon and the number of columns it covers. */
function GroupHeader(
  params: GridColumnGroupHeaderParams & { icon: React.ReactNode },
) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {params.icon}
      <strong>{params.headerName}</strong>
      <Typography variant="caption" color="text.secondary">
        {params.fields.length} columns
      </Typography>
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'stock',
    headerName: 'Stock',
    headerClassName: 'group--stock',
    children: [{ field: 'inStock' }, { field: 'reserved' }],
    renderHeaderGroup: (params) => (
      <GroupHeader
        {...params}
        icon={<InventoryIcon fontSize="small" aria-hidden />}
      />
    ),
  },
  {
    groupId: 'pricing',
    headerName: 'Pricing',
    headerClassName: 'group--pricing',
    children: [{ field: 'cost' }, { field: 'price' }],
    renderHeaderGroup: (params) => (
      <GroupHeader
        {...params}
        icon={<PaymentsIcon fontSize="small" aria-hidden />}
      />
    ),
  },
];

/** renderHeaderGroup draws each group's header; headerClassName tints it. */
export default function ColumnGroupsRenderHeaderGrid() {
  return (
    <Box
      sx={{
        height: 330,
        width: '100%',
        '& .group--stock': { bgcolor: 'rgba(25, 118, 210, 0.08)' },
        '& .group--pricing': { bgcolor: 'rgba(46, 125, 50, 0.08)' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        hideFooter
      />
    </Box>
  );
}
