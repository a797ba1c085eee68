import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  role: string;
  team: string;
  office: string;
  email: string;
  phone: string;
  startDate: Date;
  salary: number;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Hana Kobayashi',
    role: 'Staff engineer',
    team: 'Platform',
    office: 'Tokyo',
    email: 'hana.k@example.com',
    phone: '+81 3 5555 0142',
    startDate: new Date(2019, 4, 6),
    salary: 182000,
  },
  {
    id: 2,
    name: 'Diego Alvarez',
    role: 'Product designer',
    team: 'Growth',
    office: 'Madrid',
    email: 'diego.a@example.com',
    phone: '+34 91 555 0199',
    startDate: new Date(2021, 8, 13),
    salary: 96000,
  },
  {
    id: 3,
    name: 'Grace Mensah',
    role: 'Engineering manager',
    team: 'Payments',
    office: 'Accra',
    email: 'grace.m@example.com',
    phone: '+233 30 555 0110',
    startDate: new Date(2018, 1, 19),
    salary: 154000,
  },
  {
    id: 4,
    name: 'Oskar Lindqvist',
    role: 'Data analyst',
    team: 'Insights',
    office: 'Stockholm',
    email: 'oskar.l@example.com',
    phone: '+46 8 555 0167',
    startDate: new Date(2022, 10, 1),
    salary: 88000,
  },
  {
    id: 5,
    name: 'Fatima Zahra',
    role: 'Support lead',
    team: 'Customer care',
    office: 'Casablanca',
    email: 'fatima.z@example.com',
    phone: '+212 522 555 013',
    startDate: new Date(2020, 6, 27),
    salary: 71000,
  },
  {
    id: 6,
    name: 'Noah Fischer',
    role: 'Frontend engineer',
    team: 'Platform',
    office: 'Berlin',
    email: 'noah.f@example.com',
    phone: '+49 30 555 0188',
    startDate: new Date(2023, 2, 14),
    salary: 104000,
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'email', headerName: 'Email', width: 210 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

/** "Name" stays on the left and "Salary" on the right while the columns in between scroll. */
export default function PinnedColumnsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['salary'] } }}
        hideFooter
      />
    </Box>
  );
}
