import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  phone: string;
  startYear: number;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    role: 'Engineer',
    office: 'Lagos',
    phone: '+234 1 555 0101',
    startYear: 2019,
  },
  {
    id: 2,
    name: 'Jonas Berg',
    role: 'Designer',
    office: 'Oslo',
    phone: '+47 55 50 12 34',
    startYear: 2021,
  },
  {
    id: 3,
    name: 'Hana Sato',
    role: 'Engineer',
    office: 'Osaka',
    phone: '+81 6 5550 2020',
    startYear: 2016,
  },
  {
    id: 4,
    name: 'Luis Moreno',
    role: 'Sales',
    office: 'Madrid',
    phone: '+34 91 555 0303',
    startYear: 2022,
  },
  {
    id: 5,
    name: 'Noor Haddad',
    role: 'Support',
    office: 'Amman',
    phone: '+962 6 555 0404',
    startYear: 2018,
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  {
    field: 'startYear',
    headerName: 'Since',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
];

// The secondary columns a small screen can do without.
const COMPACT: GridColumnVisibilityModel = {
  office: false,
  phone: false,
  startYear: false,
};

/** A switch hides the secondary columns through the column visibility model. */
export default function ColumnRecipesCompactGrid() {
  const [compact, setCompact] = React.useState(false);
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({});

  const toggle = (checked: boolean) => {
    setCompact(checked);
    setVisibility(checked ? COMPACT : {});
  };

  return (
    <Box
      sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={compact}
            onChange={(event) => toggle(event.target.checked)}
          />
        }
        label="Compact view"
        sx={{ mb: 1 }}
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          hideFooter
        />
      </Box>
    </Box>
  );
}
