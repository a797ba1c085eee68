import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Athlete {
  id: number;
  name: string;
  country: string;
  event: string;
  personalBest: string;
  club: string;
}

const rows: Athlete[] = [
  {
    id: 1,
    name: 'Ines Duarte',
    country: 'Portugal',
    event: '800 m',
    personalBest: '1:58.9',
    club: 'Benfica',
  },
  {
    id: 2,
    name: 'Maya Kovač',
    country: 'Slovenia',
    event: '1500 m',
    personalBest: '4:02.3',
    club: 'AK Olimpija',
  },
  {
    id: 3,
    name: 'Sofie Lund',
    country: 'Denmark',
    event: '800 m',
    personalBest: '2:00.1',
    club: 'Sparta',
  },
  {
    id: 4,
    name: 'Amani Otieno',
    country: 'Kenya',
    event: '5000 m',
    personalBest: '14:31.7',
    club: 'Iten AC',
  },
];

const columns: GridColDef<Athlete>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'event', headerName: 'Event', width: 100 },
  { field: 'personalBest', headerName: 'Personal best', width: 130 },
  { field: 'club', headerName: 'Club', flex: 1, minWidth: 120 },
];

/** The built-in panels configured through slotProps, without replacing them. */
export default function ComponentsSlotPropsGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{
          // Columns panel: alphabetical, and "Name" cannot be hidden.
          columnsManagement: {
            sort: 'asc',
            getTogglableColumns: (allColumns) =>
              allColumns
                .filter((column) => column.field !== 'name')
                .map((column) => column.field),
          },
          // Filter panel: a single condition, so no "Add filter" button.
          filterPanel: { disableAddFilterButton: true },
          // Default toolbar: the CSV file is named after the data.
          toolbar: { csvOptions: { fileName: 'athletes' } },
        }}
      />
    </Box>
  );
}
