import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Supplier {
  id: number;
  name: string;
  contact: string;
  email: string;
}

const rows: Supplier[] = [
  {
    id: 1,
    name: 'Alpine Timber',
    contact: 'Greta Huber',
    email: 'orders@alpine-timber.example',
  },
  {
    id: 2,
    name: 'Blue Reef Textiles',
    contact: 'Kai Nakoa',
    email: 'sales@bluereef.example',
  },
  {
    id: 3,
    name: 'Cedar & Sons',
    contact: 'Omar Cedar',
    email: 'omar@cedarsons.example',
  },
  {
    id: 4,
    name: 'Delta Glassworks',
    contact: 'Ilse Jansen',
    email: 'hello@deltaglass.example',
  },
];

function EmailCell(params: GridRenderCellParams<Supplier, string>) {
  return (
    <Link
      href={`mailto:${params.value}`}
      // Only the focused cell's link is a tab stop, so Tab does not visit every row.
      tabIndex={params.hasFocus ? 0 : -1}
    >
      {params.value}
    </Link>
  );
}

const columns: GridColDef<Supplier>[] = [
  { field: 'name', headerName: 'Supplier', width: 170 },
  { field: 'contact', headerName: 'Contact', width: 140 },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 220,
    renderCell: (params) => <EmailCell {...params} />,
  },
];

/** The email column renders a link; sorting and filtering still use the plain address. */
export default function ColumnRecipesLinkGrid() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
