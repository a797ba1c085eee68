import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Customer {
  id: number;
  company: string;
  contact: string;
  city: string;
  country: string;
  plan: string;
}

const rows: Customer[] = [
  {
    id: 1,
    company: 'Fjord Analytics',
    contact: 'Ingrid Dahl',
    city: 'Oslo',
    country: 'Norway',
    plan: 'Team',
  },
  {
    id: 2,
    company: 'Casa Verde',
    contact: 'Rui Costa',
    city: 'Porto',
    country: 'Portugal',
    plan: 'Starter',
  },
  {
    id: 3,
    company: 'Maple & Pine',
    contact: 'Chloé Tremblay',
    city: 'Montréal',
    country: 'Canada',
    plan: 'Enterprise',
  },
  {
    id: 4,
    company: 'Sakura Logistics',
    contact: 'Kenji Mori',
    city: 'Osaka',
    country: 'Japan',
    plan: 'Team',
  },
  {
    id: 5,
    company: 'Baltic Bakers',
    contact: 'Laura Ozola',
    city: 'Riga',
    country: 'Latvia',
    plan: 'Starter',
  },
  {
    id: 6,
    company: 'Atlas Freight',
    contact: 'Youssef Amrani',
    city: 'Casablanca',
    country: 'Morocco',
    plan: 'Enterprise',
  },
  {
    id: 7,
    company: 'Lisbon Labs',
    contact: 'Marta Sousa',
    city: 'Lisbon',
    country: 'Portugal',
    plan: 'Team',
  },
  {
    id: 8,
    company: 'Kiwi Kitchens',
    contact: 'Aroha Ngata',
    city: 'Wellington',
    country: 'New Zealand',
    plan: 'Starter',
  },
  {
    id: 9,
    company: 'Andes Outdoor',
    contact: 'Valentina Rojas',
    city: 'Santiago',
    country: 'Chile',
    plan: 'Team',
  },
  {
    id: 10,
    company: 'Nordlicht Media',
    contact: 'Felix Wagner',
    city: 'Hamburg',
    country: 'Germany',
    plan: 'Enterprise',
  },
];

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
  { field: 'contact', headerName: 'Contact', width: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'plan', headerName: 'Plan', width: 110 },
];

/** The default toolbar includes a quick filter: press the search icon and type. */
export default function QuickFilterToolbarGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
