import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface CatalogueItem {
  sku: string;
  name: string;
  supplier: { name: string; country: string };
  priceEur: number;
}

// No `id` field: the SKU identifies each item.
const rows: CatalogueItem[] = [
  {
    sku: 'TEA-ASM-250',
    name: 'Assam, 250 g',
    supplier: { name: 'Halmari Estate', country: 'India' },
    priceEur: 9.5,
  },
  {
    sku: 'TEA-SEN-100',
    name: 'Sencha, 100 g',
    supplier: { name: 'Kagoshima Co-op', country: 'Japan' },
    priceEur: 12,
  },
  {
    sku: 'TEA-RBS-200',
    name: 'Rooibos, 200 g',
    supplier: { name: 'Cederberg Growers', country: 'South Africa' },
    priceEur: 7.25,
  },
  {
    sku: 'TEA-DJL-100',
    name: 'Darjeeling, 100 g',
    supplier: { name: 'Castleton Garden', country: 'India' },
    priceEur: 14.8,
  },
];

const getRowId: GridRowIdGetter<CatalogueItem> = (row) => row.sku;

const columns: GridColDef<CatalogueItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 140 },
  { field: 'name', headerName: 'Tea', flex: 1, minWidth: 150 },
  // Nested data: read it with a valueGetter.
  {
    field: 'supplier',
    headerName: 'Supplier',
    width: 170,
    valueGetter: (_value, row) => row.supplier.name,
  },
  {
    field: 'country',
    headerName: 'Country',
    width: 130,
    valueGetter: (_value, row) => row.supplier.country,
  },
  { field: 'priceEur', headerName: 'Price (€)', type: 'number', width: 100 },
];

/** Rows identified by `sku` through getRowId, with nested supplier data. */
export default function GetRowIdGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
