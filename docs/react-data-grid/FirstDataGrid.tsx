import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  city: string;
  age: number;
}

const rows: Contact[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', city: 'Lagos', age: 34 },
  { id: 2, firstName: 'Lukas', lastName: 'Weber', city: 'Hamburg', age: 27 },
  { id: 3, firstName: 'Sofia', lastName: 'Marín', city: 'Valencia', age: 41 },
  { id: 4, firstName: 'Kenji', lastName: 'Tanaka', city: 'Osaka', age: 29 },
  { id: 5, firstName: 'Priya', lastName: 'Raman', city: 'Chennai', age: 36 },
];

const columns: GridColDef<Contact>[] = [
  { field: 'firstName', headerName: 'First name', flex: 1 },
  { field: 'lastName', headerName: 'Last name', flex: 1 },
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
];

/** The smallest useful grid: rows, columns and a container with a height. */
export default function FirstDataGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
