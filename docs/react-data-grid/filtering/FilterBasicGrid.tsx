import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  salary: number;
  hired: Date;
  remote: boolean;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    department: 'Engineering',
    salary: 98000,
    hired: new Date(2019, 2, 11),
    remote: true,
  },
  {
    id: 2,
    name: 'Lucas Moreau',
    department: 'Sales',
    salary: 64000,
    hired: new Date(2021, 7, 2),
    remote: false,
  },
  {
    id: 3,
    name: 'Hana Sato',
    department: 'Engineering',
    salary: 112000,
    hired: new Date(2016, 10, 21),
    remote: false,
  },
  {
    id: 4,
    name: 'Diego Fernández',
    department: 'Support',
    salary: 48000,
    hired: new Date(2023, 0, 9),
    remote: true,
  },
  {
    id: 5,
    name: 'Priya Raman',
    department: 'Finance',
    salary: 87000,
    hired: new Date(2018, 4, 14),
    remote: false,
  },
  {
    id: 6,
    name: 'Jonas Berg',
    department: 'Engineering',
    salary: 76000,
    hired: new Date(2022, 8, 5),
    remote: true,
  },
  {
    id: 7,
    name: 'Zainab Yusuf',
    department: 'Marketing',
    salary: 69000,
    hired: new Date(2020, 1, 17),
    remote: true,
  },
  {
    id: 8,
    name: 'Tomás Silva',
    department: 'Sales',
    salary: 71000,
    hired: new Date(2017, 5, 28),
    remote: false,
  },
  {
    id: 9,
    name: 'Elif Demir',
    department: 'Support',
    salary: 52000,
    hired: new Date(2021, 11, 1),
    remote: false,
  },
  {
    id: 10,
    name: 'Noah Clarke',
    department: 'Finance',
    salary: 93000,
    hired: new Date(2015, 3, 30),
    remote: true,
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'hired', headerName: 'Hired', type: 'date', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

/** Column filters with no configuration: open a column menu or the toolbar's filter panel. */
export default function FilterBasicGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
