import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-pro';

interface StaffMember {
  id: number;
  name: string;
  role: string;
  email: string;
  phone: string;
  office: string;
  desk: string;
}

const rows: StaffMember[] = [
  {
    id: 1,
    name: 'Grace Hopper',
    role: 'Engineer',
    email: 'grace@example.com',
    phone: '+1 555 0101',
    office: 'Boston',
    desk: 'B-12',
  },
  {
    id: 2,
    name: 'Kofi Mensah',
    role: 'Designer',
    email: 'kofi@example.com',
    phone: '+44 20 5550 0102',
    office: 'London',
    desk: 'L-04',
  },
  {
    id: 3,
    name: 'Mei Chen',
    role: 'Analyst',
    email: 'mei@example.com',
    phone: '+65 5550 0103',
    office: 'Singapore',
    desk: 'S-21',
  },
  {
    id: 4,
    name: 'Lars Eriksen',
    role: 'Support',
    email: 'lars@example.com',
    phone: '+47 5550 0104',
    office: 'Oslo',
    desk: 'O-07',
  },
];

const columns: GridColDef<StaffMember>[] = [
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'email', headerName: 'Email', width: 170 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'desk', headerName: 'Desk', width: 80 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    // Locked: its columns cannot be dragged out of the group, nor others into it.
    groupId: 'contact',
    headerName: 'Contact (kept together)',
    children: [{ field: 'email' }, { field: 'phone' }],
  },
  {
    // Free: its columns may be moved elsewhere, which splits the group header.
    groupId: 'location',
    headerName: 'Location (free)',
    freeReordering: true,
    children: [{ field: 'office' }, { field: 'desk' }],
  },
];

/** Drag the column headers: "Email" stays inside its group, "Desk" can leave its own. */
export default function ColumnGroupsReorderProGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        hideFooter
      />
    </Box>
  );
}
