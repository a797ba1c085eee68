import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const CITIES: Record<string, string[]> = {
  Portugal: ['Lisbon', 'Porto', 'Braga'],
  Spain: ['Madrid', 'Seville', 'Valencia'],
  Italy: ['Milan', 'Turin', 'Bologna'],
};

interface Office {
  id: number;
  team: string;
  country: string;
  city: string;
}

const rows: Office[] = [
  { id: 1, team: 'Support', country: 'Portugal', city: 'Porto' },
  { id: 2, team: 'Finance', country: 'Spain', city: 'Madrid' },
  { id: 3, team: 'Design', country: 'Italy', city: 'Milan' },
];

const columns: GridColDef<Office>[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(CITIES),
    width: 150,
    editable: true,
    // A new country makes the old city wrong: move to its first city.
    valueSetter: (value: string, row) =>
      value === row.country
        ? row
        : { ...row, country: value, city: CITIES[value][0] },
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    // Only the cities of the row's country are offered (all of them in the filter panel).
    valueOptions: ({ row }) =>
      row ? (CITIES[row.country] ?? []) : Object.values(CITIES).flat(),
    width: 150,
    editable: true,
  },
];

/** The "City" options depend on the row's country. */
export default function EditRecipeDependentGrid() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
