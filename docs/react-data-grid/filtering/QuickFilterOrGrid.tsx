import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, type GridColDef } from '@mui/x-data-grid';

interface Store {
  id: number;
  name: string;
  city: string;
  manager: string;
  openedYear: number;
}

const rows: Store[] = [
  { id: 1, name: 'Baixa', city: 'Lisbon', manager: 'Inês Duarte', openedYear: 2012 },
  {
    id: 2,
    name: 'Ribeira',
    city: 'Porto',
    manager: 'Miguel Lopes',
    openedYear: 2015,
  },
  { id: 3, name: 'Sé', city: 'Braga', manager: 'Joana Pires', openedYear: 2019 },
  { id: 4, name: 'Alfama', city: 'Lisbon', manager: 'Tiago Reis', openedYear: 2021 },
  {
    id: 5,
    name: 'Boavista',
    city: 'Porto',
    manager: 'Sara Matos',
    openedYear: 2017,
  },
  { id: 6, name: 'Marina', city: 'Faro', manager: 'Pedro Neves', openedYear: 2020 },
  {
    id: 7,
    name: 'Universidade',
    city: 'Coimbra',
    manager: 'Rita Gomes',
    openedYear: 2014,
  },
];

const columns: GridColDef<Store>[] = [
  { field: 'name', headerName: 'Store', flex: 1, minWidth: 130 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'manager', headerName: 'Manager', width: 150 },
  {
    field: 'openedYear',
    headerName: 'Opened',
    type: 'number',
    width: 100,
    // Opening years stay out of the search: typing "2015" should not match a store.
    getApplyQuickFilterFn: undefined,
  },
];

// "Lisbon, Porto" becomes ['Lisbon', 'Porto'], so city names may contain spaces.
const parseCommaList = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** Comma-separated values combined with "or": stores in Lisbon or in Porto. */
export default function QuickFilterOrGrid() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['Lisbon', 'Porto'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseCommaList,
              quickFilterFormatter: (values) => values.join(', '),
            },
          },
        }}
      />
    </Box>
  );
}
