import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  team: string;
  email: string;
  startDate: Date;
  remote: boolean;
}

const names = [
  'Amelia Brooks',
  'Kenji Mori',
  'Fatima Zahra',
  'Lucas Ferreira',
  'Olivia Novak',
  'Samuel Adeyemi',
  'Elena Petrova',
  'Mateo García',
];
const teams = ['Platform', 'Design', 'Support', 'Growth'];

const rows: Member[] = names.map((name, index) => ({
  id: index + 1,
  name,
  team: teams[index % teams.length],
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  startDate: new Date(2019 + (index % 5), index % 12, 1 + index * 3),
  remote: index % 3 !== 0,
}));

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

/** The toolbar's Export menu: print, or download a CSV file named after the team directory. */
export default function ExportToolbarGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'team-directory', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
